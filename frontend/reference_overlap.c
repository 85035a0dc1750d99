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

bool check_reference_overlaps(struct frontend *frontend, CXCursor call,
                              const struct value *references, int count)
{
    for (int i = 0; i < count; i++) {
        if (!references[i].is_place)
            continue;
        for (int j = i + 1; j < count; j++) {
            if (!references[j].is_place ||
                !places_overlap(references[i].place, references[j].place))
                continue;
            error_at_cursor(frontend, call,
                            "by-reference arguments %d and %d overlap; CM "
                            "requires the objects passed by reference to "
                            "one call to be disjoint",
                            i + 1, j + 1);
            return false;
        }
    }
    return true;
}
