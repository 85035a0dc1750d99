/* reference_overlap.c - the CM rule that by-reference arguments of one
 * call must not overlap.
 *
 * Takes the places a call passes to non-const reference parameters;
 * guarantees a located error at the call when two of them share an
 * element of one object.  CM lets a compiler implement references by
 * copy-in/copy-out (cmc does, in call.c and cmabi/), which is only the
 * program's meaning when the references are disjoint; like Intel's CMABI,
 * cmc reports the overlaps it can see: constant regions of one variable
 * (regions at a variable offset are not checked). */
#include <stdlib.h>

#include "frontend/internal.h"

/* Mark the elements `place` covers; false when they cannot be known. */
static bool mark_elements(struct place place, bool *elements, int total)
{
    if (place.variable_offset)
        return false;
    for (int i = 0; i < place.count; i++) {
        int element = place.offset + i * place.stride;
        if (element < 0 || element >= total)
            return false;
        elements[element] = true;
    }
    return true;
}

static bool places_overlap(struct place first, struct place second)
{
    if (first.storage != second.storage)
        return false;
    int total = type_element_count(first.object_type);
    if (total <= 0)
        return true;
    bool *covered_by_first = xcalloc((size_t)total, sizeof(bool));
    bool *covered_by_second = xcalloc((size_t)total, sizeof(bool));
    bool overlap = false;
    if (mark_elements(first, covered_by_first, total) &&
        mark_elements(second, covered_by_second, total))
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
