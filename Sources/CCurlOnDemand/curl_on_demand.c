// libcurl through dlopen: Flashzilla needs HTTP(S) only to sync, and mapping libcurl and
// its TLS libraries at every start cost about 20 ms (measured 2026-11-29). The few
// functions and option numbers used are declared here from libcurl's stable ABI
// (curl/curl.h: option numbers are part of the ABI and never change).
#include "curl_on_demand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
struct curl_slist;

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_POSTFIELDS = 10015, OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029, OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079,
    OPT_POSTFIELDSIZE_LARGE = 30120, OPT_LOW_SPEED_LIMIT = 19, OPT_LOW_SPEED_TIME = 20,
    OPT_POST = 47, OPT_FOLLOWLOCATION = 52, OPT_CONNECTTIMEOUT = 78, OPT_NOSIGNAL = 99,
};
#define INFO_RESPONSE_CODE 0x200002
#define GLOBAL_DEFAULT 3

static struct {
    int (*global_init)(long);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int loaded;
    char why[200];
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(curl.why, sizeof curl.why, "libcurl is not installed (libcurl.so.4: %s)", dlerror());
        return;
    }
#define FIND(field, symbol) if (!(*(void **)&curl.field = dlsym(library, symbol))) { \
        snprintf(curl.why, sizeof curl.why, "libcurl lacks %s", symbol); return; }
    FIND(global_init, "curl_global_init") FIND(easy_init, "curl_easy_init") FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_perform, "curl_easy_perform") FIND(easy_getinfo, "curl_easy_getinfo") FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_strerror, "curl_easy_strerror") FIND(slist_append, "curl_slist_append") FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
    if (curl.global_init(GLOBAL_DEFAULT) != 0) {
        snprintf(curl.why, sizeof curl.why, "libcurl did not start");
        return;
    }
    curl.loaded = 1;
}

typedef struct { char *bytes; size_t length, capacity; int failed; } buffer;

static size_t collect(char *data, size_t size, size_t count, void *context) {
    buffer *into = context;
    size_t n = size * count;
    if (into->length + n + 1 > into->capacity) {
        size_t capacity = into->capacity ? into->capacity : 16384;
        while (into->length + n + 1 > capacity) capacity *= 2;
        char *grown = realloc(into->bytes, capacity);
        if (!grown) { into->failed = 1; return 0; }
        into->bytes = grown;
        into->capacity = capacity;
    }
    memcpy(into->bytes + into->length, data, n);
    into->length += n;
    into->bytes[into->length] = 0;
    return n;
}

int fz_http_post(const char *url, const char *const *header_lines, size_t header_count,
                 const void *body, size_t body_length, long idle_seconds, fz_http_answer *answer) {
    memset(answer, 0, sizeof *answer);
    pthread_once(&load_once, load);
    if (!curl.loaded) {
        snprintf(answer->error, sizeof answer->error, "%s", curl.why);
        return -1;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(answer->error, sizeof answer->error, "libcurl could not make a request");
        return -1;
    }
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < header_count; i++) headers = curl.slist_append(headers, header_lines[i]);
    // libcurl's "Expect: 100-continue" on big bodies makes servers wait a round trip.
    headers = curl.slist_append(headers, "Expect:");
    buffer received = {0}, head = {0};
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_POST, 1L);
    curl.easy_setopt(handle, OPT_POSTFIELDS, body);
    curl.easy_setopt(handle, OPT_POSTFIELDSIZE_LARGE, (long long)body_length);
    curl.easy_setopt(handle, OPT_HTTPHEADER, headers);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, collect);
    curl.easy_setopt(handle, OPT_WRITEDATA, &received);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, collect);
    curl.easy_setopt(handle, OPT_HEADERDATA, &head);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT, idle_seconds);
    curl.easy_setopt(handle, OPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, OPT_LOW_SPEED_TIME, idle_seconds);
    int code = curl.easy_perform(handle);
    int result = -1;
    if (code == 0 && !received.failed && !head.failed) {
        curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &answer->status);
        answer->body = received.bytes;
        answer->body_length = received.length;
        answer->headers = head.bytes;
        answer->headers_length = head.length;
        result = 0;
    } else {
        answer->curl_code = code;
        snprintf(answer->error, sizeof answer->error, "%s", code ? curl.easy_strerror(code) : "out of memory");
        free(received.bytes);
        free(head.bytes);
    }
    curl.slist_free_all(headers);
    curl.easy_cleanup(handle);
    return result;
}

void fz_http_answer_free(fz_http_answer *answer) {
    free(answer->body);
    free(answer->headers);
    answer->body = answer->headers = NULL;
}
