/* cli_picture.c — `--format png` and `--format svg`: a drawn level as a picture on stdout, in
   the VGA font the build read from console-data (generated/cli_font.c). */
#include <stdlib.h>
#include <unistd.h>

#include "cli/cli_args.h"
#include "delve.h"

extern const unsigned char *const delve_cli_font; /* DELVE_FONT_BYTES, or NULL: built without */

int cli_picture(const char *cmd, const unsigned char *chars, int cols, int rows, int svg, int scale)
{
    unsigned char attrs[DELVE_IMAGE_CELLS_MAX];
    delve_picture pic;
    delve_image_options io = {0};
    unsigned char *out;
    size_t n = 0, i;
    int st, failed;
    if (!delve_cli_font) {
        fprintf(stderr,
                "delve %s: this delve was built without the VGA font, so it draws no "
                "pictures: apt-get install console-data, then build it again\n",
                cmd);
        return 1;
    }
    if (!svg && isatty(STDOUT_FILENO)) {
        fprintf(stderr,
                "delve %s: a PNG is no text for a terminal: redirect it to a file "
                "(... --format png > level.png)\n",
                cmd);
        return 1;
    }
    for (i = 0; i < (size_t)cols * (size_t)rows; i++)
        attrs[i] = delve_glyph_attr(chars[i]);
    pic.cols = cols, pic.rows = rows, pic.chars = chars, pic.attrs = attrs;
    io.font = delve_cli_font;
    io.scale = scale;
    st = svg ? delve_image_svg(&pic, &io, NULL, 0, &n) : delve_image_png(&pic, &io, NULL, 0, &n);
    if (st != DELVE_ERR_BUFFER || !(out = malloc(n + 1))) {
        fprintf(stderr, "delve %s: %s\n", cmd,
                st == DELVE_ERR_BUFFER ? "out of memory" : delve_status_message(st));
        return 1;
    }
    st = svg ? delve_image_svg(&pic, &io, (char *)out, n + 1, &n)
             : delve_image_png(&pic, &io, out, n, &n);
    failed = st != DELVE_OK ? (fprintf(stderr, "delve %s: %s\n", cmd, delve_status_message(st)), 1)
                            : cli_write(cmd, out, n);
    free(out);
    return failed;
}
