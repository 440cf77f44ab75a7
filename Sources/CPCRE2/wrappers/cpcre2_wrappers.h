// The wrappers Swift calls, shared by the two modules that make PCRE2 importable: CPCRE2 (the release
// inside the package) and CPCRE2System (the system's libpcre2-8, with the SystemPCRE2 trait). The
// includer defines PCRE2_CODE_UNIT_WIDTH and includes its pcre2.h first.
//
// pcre2.h names its functions through token-pasting macros (pcre2_compile -> pcre2_compile_8) and
// spells some constants as casts; Swift imports neither, so each is wrapped here as a `static inline`
// function with the `cpcre2_` prefix. Besides the wrappers, one piece of state lives here: a C11
// thread-local slot (cpcre2_thread_scratch_slot, at the end) that caches the calling thread's match
// scratch, because Swift has no thread-locals of its own.
#ifndef CPCRE2_WRAPPERS_H
#define CPCRE2_WRAPPERS_H

// PCRE2_ZERO_TERMINATED is a cast macro, which Swift does not import.
static inline PCRE2_SIZE cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }

// PCRE2_UNSET is a cast macro, which Swift does not import.
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

// The functions below wrap token-pasted names (pcre2_x -> pcre2_x_8) that Swift cannot see.

static inline pcre2_code *cpcre2_compile(const uint8_t *pattern, size_t length, uint32_t options,
                                         int *error_code, PCRE2_SIZE *error_offset,
                                         pcre2_compile_context *context) {
    return pcre2_compile(pattern, length, options, error_code, error_offset, context);
}

static inline void cpcre2_code_free(pcre2_code *code) { pcre2_code_free(code); }

static inline int cpcre2_jit_compile(pcre2_code *code, uint32_t options) {
    return pcre2_jit_compile(code, options);
}

static inline int cpcre2_pattern_info(const pcre2_code *code, uint32_t what, void *where) {
    return pcre2_pattern_info(code, what, where);
}

static inline int cpcre2_config(uint32_t what, void *where) { return pcre2_config(what, where); }

static inline int cpcre2_get_error_message(int error_code, uint8_t *buffer, size_t length) {
    return pcre2_get_error_message(error_code, buffer, length);
}

static inline int cpcre2_match(const pcre2_code *code, const uint8_t *subject, size_t length,
                               size_t start, uint32_t options, pcre2_match_data *match_data,
                               pcre2_match_context *context) {
    return pcre2_match(code, subject, length, start, options, match_data, context);
}

static inline int cpcre2_jit_match(const pcre2_code *code, const uint8_t *subject, size_t length,
                                   size_t start, uint32_t options, pcre2_match_data *match_data,
                                   pcre2_match_context *context) {
    return pcre2_jit_match(code, subject, length, start, options, match_data, context);
}

static inline int cpcre2_dfa_match(const pcre2_code *code, const uint8_t *subject, size_t length,
                                   size_t start, uint32_t options, pcre2_match_data *match_data,
                                   pcre2_match_context *context, int *workspace,
                                   size_t workspace_size) {
    return pcre2_dfa_match(code, subject, length, start, options, match_data, context, workspace,
                           workspace_size);
}

static inline pcre2_match_data *cpcre2_match_data_create(uint32_t pairs) {
    return pcre2_match_data_create(pairs, NULL);
}

static inline void cpcre2_match_data_free(pcre2_match_data *match_data) {
    pcre2_match_data_free(match_data);
}

static inline PCRE2_SIZE *cpcre2_get_ovector_pointer(pcre2_match_data *match_data) {
    return pcre2_get_ovector_pointer(match_data);
}

static inline pcre2_match_context *cpcre2_match_context_create(void) {
    return pcre2_match_context_create(NULL);
}

static inline void cpcre2_match_context_free(pcre2_match_context *context) {
    pcre2_match_context_free(context);
}

static inline int cpcre2_set_match_limit(pcre2_match_context *context, uint32_t value) {
    return pcre2_set_match_limit(context, value);
}

static inline int cpcre2_set_depth_limit(pcre2_match_context *context, uint32_t value) {
    return pcre2_set_depth_limit(context, value);
}

static inline int cpcre2_set_heap_limit(pcre2_match_context *context, uint32_t kibibytes) {
    return pcre2_set_heap_limit(context, kibibytes);
}

static inline pcre2_jit_stack *cpcre2_jit_stack_create(size_t start_size, size_t max_size) {
    return pcre2_jit_stack_create(start_size, max_size, NULL);
}

static inline void cpcre2_jit_stack_free(pcre2_jit_stack *stack) { pcre2_jit_stack_free(stack); }

static inline void cpcre2_jit_stack_assign(pcre2_match_context *context, pcre2_jit_stack *stack) {
    pcre2_jit_stack_assign(context, NULL, stack);
}

// The calling thread's match scratch, cached in a C11 thread-local: one TLS load per match instead of a
// pthread_getspecific call. The pthread key still owns the scratch and frees it when the thread exits.
static inline void **cpcre2_thread_scratch_slot(void) {
    static _Thread_local void *slot = NULL;
    return &slot;
}

#endif // CPCRE2_WRAPPERS_H
