// The CM template library's cached SIMD stacks, on two threads (each
// with its own part of the buffers, by get_thread_origin_x): a stack of
// ints on 8 channels with 32 cached (pushes past the cache spill it to
// the buffer, pops past it read it back), popped by channels at
// different rates until some are empty (CachedStackEmpty guards the
// mask), pushed again after emptying, popped to empty; and 2 stacks of
// shorts on 4 channels moving together (the multi-stack forms: push of
// a 2 x 4 element, top of one stack by index, pop with and without the
// element).  Every step's top elements (0 for an empty channel) and
// empty flags are written out.
// { dg-do run }
// { dg-final { run-kernel "-t 2 buf:zero:8192 buf:zero:2048 buf:zero:32768:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

// One step's record: the tops (0 where empty before the step) and the
// empty flags after it.
_GENX_ void record(SurfaceIndex out, int &at, vector<int, 8> tops,
                   vector<short, 8> empty)
{
    write(out, at, tops);
    write(out, at + 32, empty);
    at += 48;
}

extern "C" _GENX_MAIN_ void cached_stack(SurfaceIndex ints,
                                         SurfaceIndex shorts,
                                         SurfaceIndex out)
{
    int thread = get_thread_origin_x();
    int at = thread * 16384;

    matrix<short, 2, 8> context;
    matrix<int, 2, 8> context_ii;
    matrix<int, 8, 32> stack;
    vector<short, 8> empty;
    vector<int, 8> top;
    vector<int, 8> channel;
    cmtl::cm_vector_assign(channel, 0, 1);

    cmtl::CachedStackInit<int, 8, 32>(context, context_ii, 128);
    cmtl::CachedStackEmpty<8>(context, context_ii, empty);
    record(out, at, 0, empty);

    // 70 pushes: two spills of the 32 cached.
    for (int step = 0; step < 70; step++) {
        vector<int, 8> value = thread * 100000 + step * 8 + channel;
        cmtl::CachedStackPush<int, 8, 32>(ints, context, context_ii, stack,
                                           value);
    }
    cmtl::CachedStackTop<int, 8, 32>(ints, context, context_ii, stack, top);
    cmtl::CachedStackEmpty<8>(context, context_ii, empty);
    record(out, at, top, empty);

    // 75 steps: channel c pops every (c + 1)th step while not empty.
    for (int step = 0; step < 75; step++) {
        vector<short, 8> mask = (step % (channel + 1)) == 0;
        vector<short, 8> was_empty;
        cmtl::CachedStackEmpty<8>(context, context_ii, was_empty);
        mask *= 1 - was_empty;
        cmtl::CachedStackPop<int, 8, 32>(ints, context, context_ii, stack,
                                          top, mask);
        top.merge(0, was_empty);
        cmtl::CachedStackEmpty<8>(context, context_ii, empty);
        record(out, at, top, empty);
    }

    // 40 more pushes (channel 0 is empty by now), then pop everything.
    for (int step = 0; step < 40; step++) {
        vector<int, 8> value = thread * 100000 + 50000 + step * 8 + channel;
        cmtl::CachedStackPush<int, 8, 32>(ints, context, context_ii, stack,
                                           value);
    }
    for (int step = 0; step < 110; step++) {
        vector<short, 8> was_empty;
        cmtl::CachedStackEmpty<8>(context, context_ii, was_empty);
        vector<short, 8> mask = 1 - was_empty;
        cmtl::CachedStackPop<int, 8, 32>(ints, context, context_ii, stack,
                                          top, mask);
        top.merge(0, was_empty);
        cmtl::CachedStackEmpty<8>(context, context_ii, empty);
        record(out, at, top, empty);
    }

    // Two stacks of shorts on 4 channels, 32 cached each.
    at = thread * 16384 + 10240;
    matrix<short, 2, 8> context2;
    matrix<int, 2, 4> context2_ii;
    matrix<short, 4, 64> stack2;
    vector<short, 4> empty2;
    matrix<short, 2, 4> element;
    vector<short, 4> lane;
    cmtl::cm_vector_assign(lane, 0, 1);
    cmtl::CachedStackInit<short, 4, 32, 2>(context2, context2_ii, 64);
    for (int step = 0; step < 45; step++) {
        element.row(0) = thread * 1000 + step * 4 + lane;
        element.row(1) = -(thread * 1000 + step * 4 + lane);
        cmtl::CachedStackPush<short, 4, 32, 2>(shorts, context2, context2_ii,
                                               stack2, element);
    }
    for (int step = 0; step < 50; step++) {
        vector<short, 4> was_empty;
        cmtl::CachedStackEmpty<4, 2>(context2, context2_ii, was_empty);
        vector<short, 4> mask = (step % (lane + 1)) == 0;
        mask *= 1 - was_empty;
        vector<short, 8> result = 0;
        vector<short, 4> second;
        cmtl::CachedStackTop<short, 4, 32, 2>(shorts, context2, context2_ii,
                                              stack2, second, 1);
        if (step % 2) {
            cmtl::CachedStackPop<short, 4, 32, 2>(shorts, context2,
                                                  context2_ii, stack2,
                                                  element, mask);
            result.select<4, 1>(0) = element.row(0);
        } else {
            cmtl::CachedStackPop<short, 4, 32, 2>(shorts, context2,
                                                  context2_ii, stack2, mask);
        }
        result.select<4, 1>(4) = second;
        result.select<4, 1>(0).merge(0, was_empty);
        result.select<4, 1>(4).merge(0, was_empty);
        cmtl::CachedStackEmpty<4, 2>(context2, context2_ii, empty2);
        vector<short, 16> line = 0;
        line.select<8, 1>(0) = result;
        line.select<4, 1>(8) = empty2;
        write(out, at, line);
        at += 32;
    }
}
