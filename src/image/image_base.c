/* image_base.c — the checks every picture request passes, and the PC's 16 colours. */
#include "image/image_internal.h"

unsigned long delve_pc_color(int index)
{
    static const unsigned long rgb[DELVE_PC_COLORS] = {
        0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
        0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF};
    return index >= 0 && index < DELVE_PC_COLORS ? rgb[index] : 0;
}

int delve__image_scale(const delve_image_options *opt)
{
    return opt->scale ? opt->scale : 1;
}

int delve_image_check(const delve_picture *pic, const delve_image_options *opt)
{
    if (!pic || !opt)
        return DELVE_ERR_NULL;
    if (!opt->font)
        return DELVE_ERR_FONT;
    if (opt->scale < 0 || opt->scale > DELVE_IMAGE_SCALE_MAX)
        return DELVE_ERR_SCALE;
    if (!pic->chars || !pic->attrs || pic->cols < 1 || pic->rows < 1 ||
        pic->cols > DELVE_IMAGE_CELLS_MAX / pic->rows)
        return DELVE_ERR_PICTURE;
    return DELVE_OK;
}
