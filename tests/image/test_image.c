/* test_image.c — the picture API's contract (delve_image.h): its checks, snprintf-style sizing
   (what fits is written, the length is always the whole, DELVE_ERR_BUFFER until it fits), the
   SVG's NUL, the same bytes every time; over many levels and scales, so valgrind and the
   sanitizers see every path of the encoders. (tests/image/check_pictures.py decodes them.) */
#include <string.h>

#include "check.h"
#include "delve.h"

static unsigned char font[DELVE_FONT_BYTES];
static unsigned char out_a[1 << 20], out_b[1 << 20];

/* A font with every glyph different, so that every pixel pattern turns up. */
static void make_font(void)
{
    int i;
    for (i = 0; i < DELVE_FONT_BYTES; i++)
        font[i] = (unsigned char)((i * 2654435761u) >> 13);
    memset(font + ' ' * 16, 0, 16); /* an empty glyph, as a space is */
}

/* Both writers honour the contract for this picture. */
static void check_writers(const delve_picture *pic, const delve_image_options *io)
{
    int svg;
    for (svg = 0; svg < 2; svg++) {
        size_t need = 0, len = 0, cut;
        int st = svg ? delve_image_svg(pic, io, NULL, 0, &need)
                     : delve_image_png(pic, io, NULL, 0, &need);
        CHECK_MSG(st == DELVE_ERR_BUFFER && need > 100, "sizing: status %d, %zu bytes", st, need);
        if (need + 1 > sizeof out_a)
            continue;
        st = svg ? delve_image_svg(pic, io, (char *)out_a, need + 1, &len)
                 : delve_image_png(pic, io, out_a, need, &len);
        CHECK_MSG(st == DELVE_OK && len == need, "written: status %d, %zu of %zu", st, len, need);
        CHECK(!svg || out_a[need] == 0);
        CHECK(svg || memcmp(out_a, "\x89PNG\r\n\x1a\n", 8) == 0);
        /* too small by one and by half: the same length, the same bytes as far as they go */
        for (cut = need / 2; cut <= need; cut += need - need / 2) {
            memset(out_b, 0xAA, need + 1);
            st = svg ? delve_image_svg(pic, io, (char *)out_b, cut, &len)
                     : delve_image_png(pic, io, out_b, cut - (cut == need), &len);
            CHECK_MSG(st == DELVE_ERR_BUFFER && len == need, "cut at %zu: status %d, %zu", cut, st,
                      len);
            CHECK(memcmp(out_a, out_b, svg ? cut - 1 : cut - (cut == need)) == 0);
            CHECK(!svg || out_b[cut - 1] == 0);
        }
    }
}

int main(void)
{
    static delve_rogue_level lv;
    static delve_game g;
    unsigned char chars[DELVE_ROGUE_ROWS * DELVE_ROGUE_COLS], attrs[sizeof chars];
    delve_picture pic = {0};
    delve_image_options io = {0};
    size_t len = 0, i;
    uint32_t s;
    const long levels = check_scaled(40);
    make_font();

    /* the checks, in order */
    CHECK(delve_image_png(NULL, &io, NULL, 0, &len) == DELVE_ERR_NULL);
    CHECK(delve_image_svg(&pic, NULL, NULL, 0, &len) == DELVE_ERR_NULL);
    CHECK(delve_image_png(&pic, &io, NULL, 0, NULL) == DELVE_ERR_NULL);
    CHECK(delve_image_png(&pic, &io, NULL, 0, &len) == DELVE_ERR_FONT && len == 0);
    io.font = font;
    io.scale = 9;
    CHECK(delve_image_svg(&pic, &io, NULL, 0, &len) == DELVE_ERR_SCALE);
    io.scale = -1;
    CHECK(delve_image_check(&pic, &io) == DELVE_ERR_SCALE);
    io.scale = 0;
    CHECK(delve_image_check(&pic, &io) == DELVE_ERR_PICTURE);
    pic.chars = chars, pic.attrs = attrs, pic.cols = 80, pic.rows = 101;
    CHECK(delve_image_check(&pic, &io) == DELVE_ERR_PICTURE); /* 8080 cells */
    pic.cols = 1, pic.rows = 1;
    CHECK(delve_image_check(&pic, &io) == DELVE_OK);
    /* no buffer but a size: a NULL, not a buffer too small */
    CHECK(delve_image_png(&pic, &io, NULL, 100, &len) == DELVE_ERR_NULL);
    CHECK(delve_image_svg(&pic, &io, NULL, 100, &len) == DELVE_ERR_NULL);
    CHECK(strstr(delve_status_message(DELVE_ERR_FONT), "font") != NULL);
    CHECK(delve_pc_color(6) == 0xAA5500 && delve_pc_color(14) == 0xFFFF55 &&
          delve_pc_color(16) == 0);

    /* levels, in their colours, at several scales */
    for (s = 0; s < (uint32_t)levels; s++) {
        delve_rogue_options opt = {0};
        opt.depth = 1 + (int)(s % 30);
        delve_rogue_generate(s * 7919u, &opt, &lv);
        delve_rogue_draw(&lv, chars);
        for (i = 0; i < sizeof chars; i++)
            attrs[i] = (unsigned char)(delve_glyph_attr(chars[i]) | (s & 1 ? 0x10 * (i % 8) : 0));
        pic.cols = lv.cols, pic.rows = lv.rows;
        io.scale = 1 + (int)(s % 3);
        check_writers(&pic, &io);
    }
    /* a game's screen, all 25 rows, and a 1x1 picture */
    CHECK(delve_game_start(&g, 5, NULL) == DELVE_OK);
    pic.chars = delve_game_chars(&g), pic.attrs = delve_game_attrs(&g);
    pic.cols = delve_game_cols(&g), pic.rows = delve_game_rows(&g);
    io.scale = 0;
    check_writers(&pic, &io);
    pic.cols = pic.rows = 1;
    io.scale = DELVE_IMAGE_SCALE_MAX;
    check_writers(&pic, &io);
    return check_done("test_image", "PNG and SVG writers: checks, sizing, truncation");
}
