/* memory.c - allocation that cannot fail silently, and growable strings.
 *
 * A compiler has no useful way to continue without memory, so every
 * allocation goes through these wrappers, which stop cmc with a message. */
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

static void out_of_memory(void)
{
    fputs("cmc: fatal error: out of memory\n", stderr);
    exit(1);
}

void *xmalloc(size_t size)
{
    void *pointer = malloc(size ? size : 1);
    if (!pointer)
        out_of_memory();
    return pointer;
}

void *xcalloc(size_t count, size_t size)
{
    void *pointer = calloc(count ? count : 1, size ? size : 1);
    if (!pointer)
        out_of_memory();
    return pointer;
}

void *xrealloc(void *pointer, size_t size)
{
    pointer = realloc(pointer, size ? size : 1);
    if (!pointer)
        out_of_memory();
    return pointer;
}

char *xstrdup(const char *text)
{
    size_t length = strlen(text) + 1;
    return memcpy(xmalloc(length), text, length);
}

void grow_array(void **items, size_t *capacity, size_t needed,
                size_t element_size)
{
    if (needed <= *capacity)
        return;
    size_t new_capacity = *capacity ? *capacity * 2 : 8;
    while (new_capacity < needed)
        new_capacity *= 2;
    *items = xrealloc(*items, new_capacity * element_size);
    *capacity = new_capacity;
}

void buffer_vprintf(struct string_buffer *buffer, const char *format,
                    va_list arguments)
{
    va_list copy;
    va_copy(copy, arguments);
    int needed = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (needed < 0)
        return;
    size_t capacity = buffer->capacity;
    void *data = buffer->data;
    grow_array(&data, &capacity, buffer->length + (size_t)needed + 1, 1);
    buffer->data = data;
    buffer->capacity = capacity;
    vsnprintf(buffer->data + buffer->length, (size_t)needed + 1, format,
              arguments);
    buffer->length += (size_t)needed;
}

void buffer_printf(struct string_buffer *buffer, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    buffer_vprintf(buffer, format, arguments);
    va_end(arguments);
}

void buffer_append(struct string_buffer *buffer, const char *text)
{
    buffer_printf(buffer, "%s", text);
}

void buffer_free(struct string_buffer *buffer)
{
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = buffer->capacity = 0;
}
