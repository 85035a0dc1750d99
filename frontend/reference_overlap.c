/* reference_overlap.c - the CM rule that by-reference arguments of one
 * call must not overlap.
 *
 * Takes the places a call passes to non-const reference parameters;
 * guarantees a located error at the call when two of them share an
 * element of one object.  CM lets a compiler implement references by
 * copy-in/copy-out (cmc does, in call.c and cmabi/), which is only the
 * program's meaning when the references are disjoint; like Intel's CMABI,
 * cmc reports the overlaps it can see: constant regions of one variable,
 * compared byte by byte over their rows and columns (interleaved rows of
 * one matrix are disjoint; regions at a variable offset are not
 * checked). */
#include <stdlib.h>

#include "frontend/internal.h"

/* Bytes of the object a place is a region of. */
static int storage_bytes(struct place place)
{
    return type_element_count(place.storage_type) *
           element_bytes(place.storage_type.element);
}

/* Mark the bytes of its object `place` covers (its rows and columns, in
 * its own element type: two places of one object may see it with
 * different types after format()); false when they cannot be known. */
static bool mark_bytes(struct place place, bool *bytes, int total)
{
    if (place.variable_offset || place.row_offset)
        return false;
    int size = element_bytes(place.object_type.element);
    int width = place.rows > 1 && place.width > 0 ? place.width : place.count;
    for (int k = 0; k < place.count; k++) {
        long long element = (long long)place.offset +
                            (long long)(k / width) * place.vstride +
                            (long long)(k % width) * place.stride;
        long long first = element * size;
        if (element < 0 || first + size > total)
            return false;
        for (int b = 0; b < size; b++)
            bytes[first + b] = true;
    }
    return true;
}

static bool places_overlap(struct place first, struct place second)
{
    if (first.storage != second.storage)
        return false;
    int total = storage_bytes(first);
    if (total <= 0)
        return true;
    bool *covered_by_first = xcalloc((size_t)total, sizeof(bool));
    bool *covered_by_second = xcalloc((size_t)total, sizeof(bool));
    bool overlap = false;
    if (mark_bytes(first, covered_by_first, total) &&
        mark_bytes(second, covered_by_second, total))
        for (int i = 0; i < total && !overlap; i++)
            overlap = covered_by_first[i] && covered_by_second[i];
    free(covered_by_first);
    free(covered_by_second);
    return overlap;
}

/* The error for references i < j that overlap; from `first_capture` on
 * they are variables a lambda uses (`captures`), named by name. */
static void report_overlap(struct frontend *frontend, CXCursor call, int i,
                           int j, int first_capture, const CXCursor *captures)
{
    char name[2][64];
    int index[2] = {i, j};
    for (int k = 0; k < 2; k++)
        if (index[k] >= first_capture)
            cursor_spelling(captures[index[k] - first_capture], name[k],
                            sizeof name[k]);
    if (j < first_capture)
        error_at_cursor(frontend, call,
                        "by-reference arguments %d and %d overlap; CM "
                        "requires the objects passed by reference to one "
                        "call to be disjoint",
                        i + 1, j + 1);
    else if (i < first_capture)
        error_at_cursor(frontend, call,
                        "by-reference argument %d overlaps '%s', which the "
                        "lambda uses; CM requires the objects a call passes "
                        "by reference to be disjoint",
                        i + 1, name[1]);
    else
        error_at_cursor(frontend, call,
                        "'%s' and '%s', which the lambda uses, overlap; CM "
                        "requires the objects a call passes by reference to "
                        "be disjoint",
                        name[0], name[1]);
}

bool check_reference_overlaps(struct frontend *frontend, CXCursor call,
                              const struct value *references, int count,
                              int first_capture, const CXCursor *captures)
{
    for (int i = 0; i < count; i++) {
        if (!references[i].is_place)
            continue;
        for (int j = i + 1; j < count; j++) {
            if (!references[j].is_place ||
                !places_overlap(references[i].place, references[j].place))
                continue;
            report_overlap(frontend, call, i, j, first_capture, captures);
            return false;
        }
    }
    return true;
}
