/* status.c — what each status code means and how to fix it. The limits and defaults in the
   messages are the headers' own (S() spells a macro's value). */
#include "delve.h"

#define S_(x) #x
#define S(x) S_(x)

const char *delve_status_message(int status)
{
    switch (status) {
    case DELVE_OK: return "ok";
    case DELVE_ERR_NULL:
        return "a required pointer was NULL: pass each one the function's comment asks for (the "
               "options of delve_rogue_, delve_levelmap_ and delve_game_ functions may be NULL, "
               "delve_image_'s not; an output buffer only with size 0)";
    case DELVE_ERR_DEPTH: return "depth must be from 1 to " S(DELVE_DEPTH_MAX) " (0 means 1)";
    case DELVE_ERR_MODE:
        return "mode must be DELVE_MODE_DEFAULT (0), DELVE_MODE_FIXED (1) or DELVE_MODE_CLASSIC (2)";
    case DELVE_ERR_DOS:
        return "dos (the original's clock seed) must be from 1 to " S(
            DELVE_DOS_MAX) ", or 0 for a seeded level; the original hangs on 0";
    case DELVE_ERR_DOS_DEPTH:
        return "a replay (dos) makes only the original's level 1, as its later levels depended "
               "on play: leave depth at 0 or 1 (in a game, delve_game_generated_level gives the "
               "level being played)";
    case DELVE_ERR_COLS:
        return "cols must be " S(DELVE_ROGUE_COLS) " or " S(DELVE_ROGUE_NARROW_COLS) " (0 means " S(
            DELVE_ROGUE_COLS) ")";
    case DELVE_ERR_WIDTH:
        return "LevelMap width must be from " S(DELVE_LEVELMAP_MIN_SIDE) " to " S(
            DELVE_LEVELMAP_MAX_SIDE) " (0 means as the LevelMap manual says; a game's: at most its columns, 0 means all)";
    case DELVE_ERR_HEIGHT:
        return "LevelMap height must be from " S(DELVE_LEVELMAP_MIN_SIDE) " to " S(
            DELVE_LEVELMAP_MAX_SIDE) " (0 means as the LevelMap manual says; a game's: at most its map rows, 0 means all)";
    case DELVE_ERR_CORRIDOR:
        return "LevelMap corridor chance must be 1 to 100 percent, DELVE_NONE for 0 %, or 0 for "
               "the default " S(DELVE_LEVELMAP_PERCENT_DEFAULT);
    case DELVE_ERR_COMBINED:
        return "LevelMap combined chance must be 1 to 100 percent, DELVE_NONE for 0 %, or 0 for "
               "the default " S(DELVE_LEVELMAP_PERCENT_DEFAULT);
    case DELVE_ERR_CELLSIZE:
        return "LevelMap cell size must be from 1 to " S(
            DELVE_LEVELMAP_CELLSIZE_MAX) " (0 means " S(DELVE_LEVELMAP_CELLSIZE_DEFAULT) ")";
    case DELVE_ERR_CONNECTED:
        return "LevelMap connected and edges masks must be 1 to 0xFFFF, DELVE_NONE for none, or "
               "0 for the defaults (" S(DELVE_LM_CONNECTED_DEFAULT) " and " S(
                   DELVE_LM_EDGES_DEFAULT) ")";
    case DELVE_ERR_ENTRANCES:
        return "LevelMap entrances must be from 0 to " S(DELVE_LEVELMAP_MAX_ENTRANCES);
    case DELVE_ERR_BUFFER:
        return "the output buffer is too small: give at least the bytes the call put in *len "
               "(delve_image_svg: and 1 more for its NUL)";
    case DELVE_ERR_GENERATOR:
        return "generator must be DELVE_GEN_ROGUE (0) or DELVE_GEN_LEVELMAP (1)";
#ifndef DELVE_NO_GAMES /* delve-still.wasm has no games: one word for all their statuses */
    case DELVE_ERR_ACTION:
        return "the action must be a key of delve_game_actions() in a walk (h j k l y u b n, H J K L Y U B N, s, >, ., i or space), 1 to " S(
            DELVE_GAME_KEY_MAX) " in the original's game";
    case DELVE_ERR_NAME:
        return "name must be 1 to " S(
            DELVE_GAME_NAME_MAX) " printable ASCII characters (NULL means " DELVE_GAME_NAME_DEFAULT
                                 ")";
    case DELVE_ERR_DOS_GENERATOR:
        return "a replay (dos) is a Rogue game: leave generator at DELVE_GEN_ROGUE or dos at 0";
    case DELVE_ERR_FRUIT:
        return "fruit must be 1 to " S(
            DELVE_GAME_NAME_MAX) " printable ASCII characters (NULL means " DELVE_GAME_FRUIT_DEFAULT
                                 ")";
    case DELVE_ERR_RULES:
        return "rules must be DELVE_RULES_EXPLORE or _ORIGINAL (0: original); LevelMap: explore";
    case DELVE_ERR_YEAR: return "year must be 0..9999 (0: 2026)";
    case DELVE_ERR_FIRST_CLOCK:
        return "first_clock and first_clock_turns must be 0 or more, and first_clock_turns 0 when first_clock is (it counts turns into the work of key first_clock - 1)";
    case DELVE_ERR_MENU: return "menu must be DELVE_MENU_ON (0), _SEL or _OFF";
    case DELVE_ERR_SCREEN: return "screen must be DELVE_SCREEN_COLOR (0) or DELVE_SCREEN_BW";
    case DELVE_ERR_CREDITS:
        return "credits must be 0 (the greeting at once) or 1 (the name prompt first)";
    case DELVE_ERR_CLOCK:
        return "a clock must be a seed from 1 to " S(
            DELVE_DOS_MAX) " or a 24-hour DOS time H:MM:SS.hh (hours 0..23, minutes and seconds 0..59, hundredths two digits; 0:00:00.00 is seed 0, on which the original hangs)";
    case DELVE_ERR_MACRO:
        return "macro must be 0.." S(
            DELVE_GAME_MACRO_MAX) " keys (NULL means " DELVE_GAME_MACRO_DEFAULT ")";
    case DELVE_ERR_ROGUE_OPT:
        return "ROGUE.OPT ends inside a label or before its value (the original stops: "
               "\"rogue.opt: incorrect file format\"): write each line as label=value";
    case DELVE_ERR_SAVEFILE:
        return "savefile must be 1.." S(
            DELVE_GAME_SAVEFILE_MAX) " printable ASCII characters (NULL means " DELVE_GAME_SAVEFILE_DEFAULT
                                     ")";
    case DELVE_ERR_UNUSED_OPTION:
        return "an option is set that this game never uses (delve_game_unused_option names it): leave it at 0 or NULL";
    case DELVE_ERR_SCORES:
        return "scores: 0.." S(DELVE_GAME_SCORES_MAX) " entries, best first (no more gold than the one before), names as name, a fate of delve_game_score's, gold 0.." S(
            DELVE_GAME_SCORE_GOLD_MAX) ", level and rank 0.." S(DELVE_GAME_SCORE_FIGURE_MAX);
    case DELVE_ERR_NOT_STARTED: return "the game was not started: call delve_game_start first";
#else
    case DELVE_ERR_ACTION:
    case DELVE_ERR_NAME:
    case DELVE_ERR_DOS_GENERATOR:
    case DELVE_ERR_FRUIT:
    case DELVE_ERR_RULES:
    case DELVE_ERR_YEAR:
    case DELVE_ERR_FIRST_CLOCK:
    case DELVE_ERR_MENU:
    case DELVE_ERR_SCREEN:
    case DELVE_ERR_CREDITS:
    case DELVE_ERR_CLOCK:
    case DELVE_ERR_MACRO:
    case DELVE_ERR_SAVEFILE:
    case DELVE_ERR_ROGUE_OPT:
    case DELVE_ERR_UNUSED_OPTION:
    case DELVE_ERR_SCORES:
    case DELVE_ERR_NOT_STARTED: return "a game's status: this core (delve-still) has no games";
#endif
    case DELVE_ERR_FONT:
        return "no font: give delve_image_options.font the " S(
            DELVE_FONT_BYTES) " bytes of an 8x16 font (256 glyphs in CP437 order)";
    case DELVE_ERR_SCALE: return "scale must be from 1 to " S(DELVE_IMAGE_SCALE_MAX) " (0 means 1)";
    case DELVE_ERR_PICTURE:
        return "the picture needs chars and attrs and 1 to " S(
            DELVE_IMAGE_CELLS_MAX) " cells (cols and rows at least 1)";
    default: return "unknown status code";
    }
}
