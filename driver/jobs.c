/* jobs.c - several inputs in one run: `cmc a.cpp b.cpp` compiles each to
 * its own output, and with -j N compiles N at a time on threads of this
 * process, so that a project with many kernels loads libLLVM and libclang
 * once.
 *
 * Takes the parsed options; guarantees every input compiled once, each
 * one's diagnostics printed together (collected in memory while threads
 * run) and in the order of the inputs, and exit status 1 when any failed.
 * A compilation shares nothing with another: each has its own options
 * copy, diagnostics, LLVM context and libclang index (see pipeline.c). */
#include <pthread.h>
#include <stdlib.h>

#include "driver/driver.h"

struct job {
    struct options options; /* the common options, this input */
    char *diagnostics;      /* what the compilation printed */
    size_t diagnostics_size;
    int status;
    bool done;
};

struct job_queue {
    const char *argv0;
    struct job *jobs;
    int count;
    int next; /* the next job a thread takes */
    pthread_mutex_t lock;
    pthread_cond_t job_done;
};

static void run_job(struct job_queue *queue, struct job *job)
{
    FILE *stream = open_memstream(&job->diagnostics, &job->diagnostics_size);
    if (!stream) {
        job->status = 1;
        return;
    }
    job->status = run_pipeline(&job->options, queue->argv0, stream);
    if (fclose(stream) != 0)
        job->status = 1;
}

static void *worker(void *data)
{
    struct job_queue *queue = data;
    for (;;) {
        pthread_mutex_lock(&queue->lock);
        int index = queue->next < queue->count ? queue->next++ : -1;
        pthread_mutex_unlock(&queue->lock);
        if (index < 0)
            return NULL;
        run_job(queue, &queue->jobs[index]);
        pthread_mutex_lock(&queue->lock);
        queue->jobs[index].done = true;
        pthread_cond_broadcast(&queue->job_done);
        pthread_mutex_unlock(&queue->lock);
    }
}

/* Start up to `wanted` threads; returns how many started. */
static int start_workers(struct job_queue *queue, pthread_t *threads,
                         int wanted)
{
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, COMPILE_STACK_BYTES);
    int started = 0;
    while (started < wanted &&
           pthread_create(&threads[started], &attributes, worker, queue) == 0)
        started++;
    pthread_attr_destroy(&attributes);
    return started;
}

/* Run the jobs on `thread_count` threads, printing each job's diagnostics
 * as soon as it and the ones before it are done. */
static void run_in_parallel(struct job_queue *queue, int thread_count)
{
    pthread_t *threads = xcalloc((size_t)thread_count, sizeof *threads);
    int started = start_workers(queue, threads, thread_count);
    if (started == 0) /* no thread to be had: this one does the work */
        worker(queue);
    for (int i = 0; i < queue->count; i++) {
        struct job *job = &queue->jobs[i];
        pthread_mutex_lock(&queue->lock);
        while (!job->done)
            pthread_cond_wait(&queue->job_done, &queue->lock);
        pthread_mutex_unlock(&queue->lock);
        if (job->diagnostics)
            fwrite(job->diagnostics, 1, job->diagnostics_size, stderr);
    }
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    free(threads);
}

int run_compilations(const struct options *options, const char *argv0)
{
    if (options->input_count == 1)
        return run_pipeline(options, argv0, stderr);
    struct job_queue queue = {.argv0 = argv0, .count = options->input_count};
    queue.jobs = xcalloc((size_t)queue.count, sizeof *queue.jobs);
    for (int i = 0; i < queue.count; i++) {
        queue.jobs[i].options = *options;
        queue.jobs[i].options.input_path = options->input_paths[i];
        /* Collected in memory, the diagnostics still go to stderr. */
        queue.jobs[i].options.diagnostics.color =
            diagnostic_color_for(options->diagnostics.color, stderr);
    }
    int thread_count = options->jobs < queue.count ? options->jobs : queue.count;
    if (thread_count <= 1) {
        for (int i = 0; i < queue.count; i++)
            queue.jobs[i].status =
                run_pipeline(&queue.jobs[i].options, argv0, stderr);
    } else {
        pthread_mutex_init(&queue.lock, NULL);
        pthread_cond_init(&queue.job_done, NULL);
        run_in_parallel(&queue, thread_count);
        pthread_cond_destroy(&queue.job_done);
        pthread_mutex_destroy(&queue.lock);
    }
    int status = 0;
    for (int i = 0; i < queue.count; i++) {
        if (queue.jobs[i].status != 0)
            status = 1;
        free(queue.jobs[i].diagnostics);
    }
    free(queue.jobs);
    return status;
}
