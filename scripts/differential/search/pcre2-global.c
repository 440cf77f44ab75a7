/* PCRE2's global matching, as pcre2demo.c (PCRE2's own example) and pcre2test's /g do it: the reference
 * for the spans `patterns find` and Pattern.forEachMatch report in the pcre2 dialect.
 *
 * Reads one case per line: OPTIONS<TAB>HEX(PATTERN)<TAB>HEX(SUBJECT), where OPTIONS holds the letters
 * i m s x u (caseless, multiline, dotall, extended, ucp). Writes one line per case: `ok` and each match
 * as START-END in bytes, or `compile-error CODE`, or `match-error CODE`.
 * Built by scripts/differential/search.py against the vendored sources. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t unhex(const char *text, size_t length, unsigned char *out) {
    size_t n = 0;
    for (size_t i = 0; i + 1 < length; i += 2) {
        unsigned int byte;
        sscanf(text + i, "%2x", &byte);
        out[n++] = (unsigned char)byte;
    }
    return n;
}

static void run(const char *line) {
    const char *tab1 = strchr(line, '\t');
    const char *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
    if (!tab2) { printf("bad-input\n"); return; }
    uint32_t options = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF;
    for (const char *c = line; c < tab1; c++) {
        if (*c == 'i') options |= PCRE2_CASELESS;
        if (*c == 'm') options |= PCRE2_MULTILINE;
        if (*c == 's') options |= PCRE2_DOTALL;
        if (*c == 'x') options |= PCRE2_EXTENDED;
        if (*c == 'u') options |= PCRE2_UCP;
    }
    size_t patternHex = (size_t)(tab2 - tab1 - 1);
    size_t subjectHex = strlen(tab2 + 1);
    while (subjectHex > 0 && (tab2[subjectHex] == '\n' || tab2[subjectHex] == '\r')) subjectHex--;
    unsigned char *pattern = malloc(patternHex / 2 + 1), *subject = malloc(subjectHex / 2 + 1);
    size_t patternLength = unhex(tab1 + 1, patternHex, pattern);
    size_t length = unhex(tab2 + 1, subjectHex, subject);
    int error;
    PCRE2_SIZE offset;
    pcre2_code *code = pcre2_compile(pattern, patternLength, options, &error, &offset, NULL);
    if (!code) { printf("compile-error %d\n", error); free(pattern); free(subject); return; }
    pcre2_match_data *data = pcre2_match_data_create_from_pattern(code, NULL);
    PCRE2_SIZE *ovector = pcre2_get_ovector_pointer(data);
    int rc = pcre2_match(code, subject, length, 0, 0, data, NULL);
    if (rc == PCRE2_ERROR_NOMATCH) { printf("ok\n"); goto done; }
    if (rc < 0) { printf("match-error %d\n", rc); goto done; }
    if (ovector[0] > ovector[1]) { printf("match-error K\n"); goto done; }
    char *out = malloc(64 * (length + 2) + 16);
    size_t used = (size_t)sprintf(out, "ok %zu-%zu", (size_t)ovector[0], (size_t)ovector[1]);
    /* pcre2demo.c's loop, PCRE2's own example of global matching: after an empty match, a non-empty one
     * anchored at the same place, else one character on (continuation bytes skipped; LF is the newline
     * convention, so a CRLF is two characters); after a match that \K ended where it started, one on. */
    for (;;) {
        uint32_t flags = 0;
        PCRE2_SIZE start = ovector[1];
        if (ovector[0] == ovector[1]) {
            if (ovector[0] == length) break;
            flags = PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED;
        } else {
            PCRE2_SIZE startchar = pcre2_get_startchar(data);
            if (start <= startchar) {
                if (startchar >= length) break;
                start = startchar + 1;
                while (start < length && (subject[start] & 0xC0) == 0x80) start++;
            }
        }
        rc = pcre2_match(code, subject, length, start, flags, data, NULL);
        if (rc == PCRE2_ERROR_NOMATCH) {
            if (flags == 0) break;
            ovector[1] = start + 1;
            while (ovector[1] < length && (subject[ovector[1]] & 0xC0) == 0x80) ovector[1]++;
            continue;
        }
        if (rc < 0) {
            used = (size_t)sprintf(out, "match-error %d", rc);
            break;
        }
        if (ovector[0] > ovector[1]) {
            used = (size_t)sprintf(out, "match-error K");
            break;
        }
        used += (size_t)sprintf(out + used, " %zu-%zu", (size_t)ovector[0], (size_t)ovector[1]);
    }
    printf("%s\n", out);
    free(out);
done:
    pcre2_match_data_free(data);
    pcre2_code_free(code);
    free(pattern);
    free(subject);
}

int main(void) {
    size_t capacity = 1 << 20;
    char *line = malloc(capacity);
    while (fgets(line, (int)capacity, stdin)) run(line);
    free(line);
    return 0;
}
