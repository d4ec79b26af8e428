#ifndef FLASHZILLA_CURL_ON_DEMAND_H
#define FLASHZILLA_CURL_ON_DEMAND_H

#include <stddef.h>

/// The answer to one POST: its status, headers and body (malloc'd, freed by
/// fz_http_answer_free), or why there was none.
typedef struct {
    long status;
    char *headers;
    size_t headers_length;
    char *body;
    size_t body_length;
    /// Set when there was no answer: libcurl's error number (0 for "libcurl missing").
    int curl_code;
    char error[256];
} fz_http_answer;

/// POSTs `body` to `url` with the given header lines ("Name: value"), following no
/// redirect, giving up after `idle_seconds` with no byte moving. libcurl is loaded on the
/// first call (dlopen), so programs that never sync never map it. Returns 0 when an answer
/// came, -1 otherwise (see `answer->curl_code` and `answer->error`).
int fz_http_post(const char *url, const char *const *header_lines, size_t header_count,
                 const void *body, size_t body_length, long idle_seconds, fz_http_answer *answer);

void fz_http_answer_free(fz_http_answer *answer);

#endif
