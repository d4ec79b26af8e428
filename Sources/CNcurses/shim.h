#ifndef FLASHZILLA_CNCURSES_SHIM_H
#define FLASHZILLA_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's defines, so enable the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Macros and globals that Swift cannot import (or Swift 6 refuses as shared mutable state).
static inline WINDOW *fz_stdscr(void) { return stdscr; }
static inline int fz_lines(void) { return LINES; }
static inline int fz_cols(void) { return COLS; }
static inline attr_t fz_a_bold(void) { return A_BOLD; }
static inline attr_t fz_a_dim(void) { return A_DIM; }
static inline attr_t fz_a_underline(void) { return A_UNDERLINE; }
static inline attr_t fz_a_reverse(void) { return A_REVERSE; }
static inline attr_t fz_a_italic(void) { return A_ITALIC; }
static inline attr_t fz_a_normal(void) { return A_NORMAL; }
static inline int fz_key_code_yes(void) { return KEY_CODE_YES; }
static inline int fz_err(void) { return ERR; }
static inline int fz_ok(void) { return OK; }
static inline mmask_t fz_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t fz_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t fz_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t fz_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t fz_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t fz_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t fz_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline int fz_color_pair(int n) { return COLOR_PAIR(n); }
static inline int fz_colors(void) { return COLORS; }
// A terminfo string capability ("rmcup"), or "" when the terminal has none.
static inline const char *fz_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? "" : value;
}

// Draw one grapheme (as a NUL-terminated wide string) with attributes and a colour pair.
static inline int fz_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cc);
}
#endif
