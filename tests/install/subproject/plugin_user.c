/* Calls into the plugin, which made a level with delve: 0 when it did. */
int plugin_stairs_x(unsigned seed);

int main(void)
{
    return plugin_stairs_x(42) > 0 ? 0 : 1;
}
