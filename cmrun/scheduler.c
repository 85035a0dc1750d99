/* scheduler.c - runs the thread space, deterministically.
 *
 * Takes a bound run; guarantees every thread runs to its end in an order
 * that depends only on the thread space, never on the host: media-walker
 * threads (-t WxH) one after the other, row by row; thread groups (-g,
 * -l) one group at a time, its threads round-robin, each running until it
 * ends or reaches a barrier, the barrier released once every thread of the
 * group waits there.  Each group gets its own zero-filled SLM.  A group
 * whose threads cannot all reach a barrier (some ended) is a fault, since
 * the GPU would hang. */
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

static void run_media_walker(struct cmrun_run *run)
{
    int linear = 0;
    for (int y = 0; y < run->threads_y; y++) {
        for (int x = 0; x < run->threads_x; x++) {
            struct cmrun_thread thread = {0};
            thread.x = x;
            thread.y = y;
            thread.group[0] = -1;
            thread.local[0] = thread.local[1] = thread.local[2] = -1;
            thread.linear_id = linear++;
            cmrun_thread_init(&thread, run);
            /* Without groups, a barrier has no one to wait for. */
            while (!thread.finished)
                cmrun_thread_run(&thread, run);
            cmrun_thread_free(&thread);
        }
    }
}

static void run_group(struct cmrun_run *run, const int group[3],
                      int *linear)
{
    int count = run->locals[0] * run->locals[1] * run->locals[2];
    struct cmrun_thread *threads = xcalloc((size_t)count, sizeof *threads);
    int i = 0;
    for (int z = 0; z < run->locals[2]; z++)
        for (int y = 0; y < run->locals[1]; y++)
            for (int x = 0; x < run->locals[0]; x++, i++) {
                struct cmrun_thread *t = &threads[i];
                memcpy(t->group, group, sizeof t->group);
                t->local[0] = x;
                t->local[1] = y;
                t->local[2] = z;
                t->x = group[0] * run->locals[0] + x;
                t->y = group[1] * run->locals[1] + y;
                t->linear_id = (*linear)++;
                cmrun_thread_init(t, run);
            }
    if (run->memory.slm_index >= 0) {
        struct cmrun_surface *slm = &run->memory.surfaces[run->memory.slm_index];
        memset(slm->data, 0, slm->size);
    }
    for (;;) {
        int finished = 0, waiting = 0;
        for (i = 0; i < count; i++) {
            if (!threads[i].finished && !threads[i].at_barrier)
                cmrun_thread_run(&threads[i], run);
        }
        for (i = 0; i < count; i++) {
            finished += threads[i].finished;
            waiting += threads[i].at_barrier && !threads[i].finished;
        }
        if (finished == count)
            break;
        if (waiting > 0 && finished > 0) {
            for (i = 0; i < count && !threads[i].at_barrier; i++)
                ;
            cmrun_fault(&threads[i],
                        "barrier reached by %d of the %d threads of the "
                        "group; %d ended without it (the GPU would hang)",
                        waiting, count, finished);
        }
        /* Everyone waits (the barrier instruction is behind them):
         * release the barrier. */
        for (i = 0; i < count; i++) {
            threads[i].at_barrier = false;
        }
    }
    for (i = 0; i < count; i++)
        cmrun_thread_free(&threads[i]);
    free(threads);
}

void cmrun_schedule(struct cmrun_run *run)
{
    if (run->groups[0] == 0) {
        run_media_walker(run);
        return;
    }
    int linear = 0;
    int group[3];
    for (group[2] = 0; group[2] < run->groups[2]; group[2]++)
        for (group[1] = 0; group[1] < run->groups[1]; group[1]++)
            for (group[0] = 0; group[0] < run->groups[0]; group[0]++)
                run_group(run, group, &linear);
}
