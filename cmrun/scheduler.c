/* scheduler.c - runs the thread space, deterministically.
 *
 * Takes a bound run; guarantees every thread runs to its end in an order
 * that depends only on the thread space, never on the host: media-walker
 * threads (-t WxH) one after the other, row by row; thread groups (-g,
 * -l) one group at a time, its threads round-robin, each running until it
 * ends or reaches a barrier, the barrier released once every thread of the
 * group waits there, a named barrier's waiters once its phase has all its
 * signals (NBARRIER.md), a split barrier's (SBARRIER.md) once every
 * thread of the group signalled.  Each group gets its own zero-filled SLM
 * and fresh named and split barriers.  A group whose threads cannot all reach a
 * barrier (some ended), or whose named barrier cannot complete, is a
 * fault, since the GPU would hang. */
#include <stdlib.h>
#include <string.h>

#include "cmrun/cmrun.h"
#include "support/support.h"

/* ---- named barriers ------------------------------------------------------ */

static struct cmrun_named_barrier *named_barrier(struct cmrun_thread *thread,
                                                 struct cmrun_run *run,
                                                 uint64_t id, const char *op)
{
    if (run->group_threads == 0)
        cmrun_fault(thread, "%s outside a thread group: named barriers need "
                            "the thread-group model (cmrun -g, -l)", op);
    if (id >= (uint64_t)thread->kernel->named_barriers)
        cmrun_fault(thread, "%s of barrier %llu, but the kernel has %d named "
                            "barriers (NBarrierCnt, cm_nbarrier_init)",
                    op, (unsigned long long)id, thread->kernel->named_barriers);
    return &run->named[id];
}

/* THREAD signals barrier INDEX (a named one, or CMRUN_SPLIT_BARRIER) for
 * a phase of THREADS threads. */
static void signal_phase(struct cmrun_thread *thread, struct cmrun_run *run,
                         int index, int threads)
{
    struct cmrun_named_barrier *barrier = &run->named[index];
    barrier->threads = threads;
    thread->named_phase[index] = barrier->completed + 1;
    if (++barrier->signalled == barrier->threads) {
        barrier->completed++;
        barrier->signalled = 0;
    }
}

/* THREAD waits at barrier INDEX until the phase it signalled in is
 * complete. */
static void wait_phase(struct cmrun_thread *thread, struct cmrun_run *run,
                       int index)
{
    if (run->named[index].completed >= thread->named_phase[index]) {
        thread->named_phase[index] = 0; /* complete: go on */
        return;
    }
    /* Stay at the wait (execute.c steps past it after this returns): the
     * scheduler resumes the thread here once the phase is complete, and
     * a hang is reported at this instruction. */
    thread->named_wait = index;
    thread->pc--;
}

void cmrun_named_barrier_signal(struct cmrun_thread *thread,
                                struct cmrun_run *run, uint64_t id,
                                uint64_t threads)
{
    struct cmrun_named_barrier *barrier =
        named_barrier(thread, run, id, "nbarrier.signal");
    if (threads < 1 || threads > (uint64_t)run->group_threads)
        cmrun_fault(thread, "nbarrier.signal of barrier %llu for %llu "
                            "threads in a group of %d (the GPU would hang)",
                    (unsigned long long)id, (unsigned long long)threads,
                    run->group_threads);
    if (barrier->signalled > 0 && (uint64_t)barrier->threads != threads)
        cmrun_fault(thread, "nbarrier.signal of barrier %llu for %llu "
                            "threads, but its phase was signalled for %d",
                    (unsigned long long)id, (unsigned long long)threads,
                    barrier->threads);
    signal_phase(thread, run, (int)id, (int)threads);
}

void cmrun_named_barrier_wait(struct cmrun_thread *thread,
                              struct cmrun_run *run, uint64_t id)
{
    named_barrier(thread, run, id, "nbarrier.wait");
    if (thread->named_phase[id] == 0)
        cmrun_fault(thread, "nbarrier.wait of barrier %llu without a signal "
                            "before it (in NBARRIER's form every thread "
                            "signals, then waits)",
                    (unsigned long long)id);
    wait_phase(thread, run, (int)id);
}

/* SBARRIER.md: "a signal operation notifies the other threads that it has
 * reached the barrier, while a wait operation waits for other threads to
 * reach the barrier"; thread-group model only. */
static void check_split_barrier(struct cmrun_thread *thread,
                                struct cmrun_run *run, const char *op)
{
    if (run->group_threads == 0)
        cmrun_fault(thread, "%s outside a thread group: the split barrier "
                            "needs the thread-group model (cmrun -g, -l)",
                    op);
}

void cmrun_split_barrier_signal(struct cmrun_thread *thread,
                                struct cmrun_run *run)
{
    check_split_barrier(thread, run, "sbarrier.signal");
    if (thread->named_phase[CMRUN_SPLIT_BARRIER] >
        run->named[CMRUN_SPLIT_BARRIER].completed)
        cmrun_fault(thread, "sbarrier.signal twice in one phase, without a "
                            "sbarrier.wait between (the GPU would hang)");
    signal_phase(thread, run, CMRUN_SPLIT_BARRIER, run->group_threads);
}

void cmrun_split_barrier_wait(struct cmrun_thread *thread,
                              struct cmrun_run *run)
{
    check_split_barrier(thread, run, "sbarrier.wait");
    if (thread->named_phase[CMRUN_SPLIT_BARRIER] == 0)
        cmrun_fault(thread, "sbarrier.wait without a sbarrier.signal before "
                            "it (the GPU would hang)");
    wait_phase(thread, run, CMRUN_SPLIT_BARRIER);
}

/* Whether THREAD can run: not ended, not at the group barrier, and any
 * named barrier it waits on complete (then it runs its wait again, which
 * passes). */
static bool runnable(struct cmrun_thread *thread, struct cmrun_run *run)
{
    if (thread->finished || thread->at_barrier)
        return false;
    int id = thread->named_wait;
    if (id < 0)
        return true;
    if (run->named[id].completed < thread->named_phase[id])
        return false;
    thread->named_wait = -1;
    return true;
}

/* ---- the thread space ----------------------------------------------------- */

static void run_media_walker(struct cmrun_run *run)
{
    int linear = 0;
    run->group_threads = 0;
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
    memset(run->named, 0, sizeof run->named);
    run->group_threads = count;
    for (;;) {
        int finished = 0, waiting = 0, named_waiting = 0;
        bool ran = false;
        for (i = 0; i < count; i++) {
            if (runnable(&threads[i], run)) {
                cmrun_thread_run(&threads[i], run);
                ran = true;
            }
        }
        for (i = 0; i < count; i++) {
            finished += threads[i].finished;
            waiting += threads[i].at_barrier && !threads[i].finished;
            named_waiting += threads[i].named_wait >= 0;
        }
        if (finished == count)
            break;
        if (ran)
            continue; /* a thread moved: a named barrier may be complete */
        if (named_waiting > 0) {
            for (i = 0; i < count && threads[i].named_wait < 0; i++)
                ;
            const struct cmrun_named_barrier *barrier =
                &run->named[threads[i].named_wait];
            if (threads[i].named_wait == CMRUN_SPLIT_BARRIER)
                cmrun_fault(&threads[i],
                            "split barrier: %d of the %d threads of the "
                            "group signalled, and no other thread of the "
                            "group can run (the GPU would hang)",
                            barrier->signalled, barrier->threads);
            cmrun_fault(&threads[i],
                        "named barrier %d: %d of the %d threads of its "
                        "phase signalled, and no other thread of the group "
                        "can run (the GPU would hang)",
                        threads[i].named_wait, barrier->signalled,
                        barrier->threads);
        }
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
