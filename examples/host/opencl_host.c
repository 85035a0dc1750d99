/* opencl_host.c - runs cmc's SPIR-V of examples/host/opencl_vadd.cpp on an
 * Intel GPU through OpenCL, and checks the sums against the CPU's.
 *
 *   cmc -emit-spirv examples/host/opencl_vadd.cpp
 *   examples/host/opencl_host opencl_vadd.spv
 *
 * Takes the .spv file, loads it with clCreateProgramWithIL and builds it
 * with "-vc-codegen" (IGC's VectorCompiler, the CM backend of Intel's
 * compute-runtime, Debian's intel-opencl-icd), launches one work-item per
 * eight floats and compares every element of c with a + b.
 * Exit status: 0 when every element is right, 1 on any error or wrong
 * element (the message says which), 77 when no OpenCL GPU device exists,
 * so that a test harness can tell "not run" from "failed".
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    ELEMENTS_PER_ITEM = 8,            /* the kernel's vector<float, 8> */
    ITEMS = 128,                      /* work-items launched */
    ELEMENTS = ELEMENTS_PER_ITEM * ITEMS,
    MAX_SPIRV_BYTES = 64 << 20,       /* a larger file is not a kernel */
    EXIT_NO_DEVICE = 77,
};

static const char *const KERNEL_NAME = "opencl_vadd";

/* Everything the program created, released in one place. */
struct opencl_run {
    cl_context context;
    cl_command_queue queue;
    cl_program program;
    cl_kernel kernel;
    cl_mem buffers[3];                /* a, b, c */
};

static int fail_cl(const char *what, cl_int status)
{
    fprintf(stderr, "opencl_host: %s failed (OpenCL status %d)\n", what,
            (int)status);
    return EXIT_FAILURE;
}

/* Reads PATH whole into a malloc'ed buffer; *SIZE gets its length. */
static unsigned char *read_spirv(const char *path, size_t *size)
{
    FILE *file = fopen(path, "rb");
    if (!file) {
        fprintf(stderr, "opencl_host: cannot open '%s': %s\n", path,
                strerror(errno));
        return NULL;
    }
    unsigned char *bytes = malloc(MAX_SPIRV_BYTES);
    size_t length = bytes ? fread(bytes, 1, MAX_SPIRV_BYTES, file) : 0;
    int read_error = ferror(file);
    int too_long = bytes && length == MAX_SPIRV_BYTES;
    fclose(file);
    if (!bytes || read_error || too_long || length == 0 || length % 4) {
        fprintf(stderr, "opencl_host: '%s' is not a SPIR-V module "
                "(%s)\n", path,
                !bytes ? "out of memory"
                : read_error ? "read error"
                : too_long ? "larger than 64 MiB"
                : "its size is not a whole number of 32-bit words");
        free(bytes);
        return NULL;
    }
    *size = length;
    return bytes;
}

/* The first GPU device of any platform; false when there is none. */
static bool find_gpu(cl_device_id *device)
{
    cl_platform_id platforms[16];
    cl_uint count = 0;
    if (clGetPlatformIDs(16, platforms, &count) != CL_SUCCESS)
        return false;
    for (cl_uint i = 0; i < count && i < 16; i++) {
        cl_uint devices = 0;
        if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_GPU, 1, device,
                           &devices) == CL_SUCCESS && devices > 0)
            return true;
    }
    return false;
}

/* Prints the VectorCompiler's messages after a failed build. */
static void print_build_log(cl_program program, cl_device_id device)
{
    size_t size = 0;
    if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0,
                              NULL, &size) != CL_SUCCESS || size == 0)
        return;
    char *log = malloc(size);
    if (log && clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG,
                                     size, log, NULL) == CL_SUCCESS)
        fprintf(stderr, "%s\n", log);
    free(log);
}

static int build_kernel(struct opencl_run *run, cl_device_id device,
                        const unsigned char *spirv, size_t size)
{
    cl_int status;
    run->context = clCreateContext(NULL, 1, &device, NULL, NULL, &status);
    if (status != CL_SUCCESS)
        return fail_cl("clCreateContext", status);
    run->queue = clCreateCommandQueueWithProperties(run->context, device,
                                                    NULL, &status);
    if (status != CL_SUCCESS)
        return fail_cl("clCreateCommandQueueWithProperties", status);
    run->program = clCreateProgramWithIL(run->context, spirv, size, &status);
    if (status != CL_SUCCESS)
        return fail_cl("clCreateProgramWithIL", status);
    status = clBuildProgram(run->program, 1, &device, "-vc-codegen", NULL,
                            NULL);
    if (status != CL_SUCCESS) {
        print_build_log(run->program, device);
        return fail_cl("clBuildProgram -vc-codegen", status);
    }
    run->kernel = clCreateKernel(run->program, KERNEL_NAME, &status);
    if (status != CL_SUCCESS)
        return fail_cl("clCreateKernel", status);
    return EXIT_SUCCESS;
}

/* Runs the kernel on A and B and reads the sums into C. */
static int add_on_gpu(struct opencl_run *run, float *a, float *b, float *c)
{
    const size_t bytes = sizeof(float) * ELEMENTS;
    float *inputs[2] = {a, b};
    cl_int status;
    for (int i = 0; i < 3; i++) {
        cl_mem_flags flags = i < 2 ? CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR
                                   : CL_MEM_WRITE_ONLY;
        run->buffers[i] = clCreateBuffer(run->context, flags, bytes,
                                         i < 2 ? inputs[i] : NULL, &status);
        if (status != CL_SUCCESS)
            return fail_cl("clCreateBuffer", status);
        status = clSetKernelArg(run->kernel, (cl_uint)i, sizeof(cl_mem),
                                &run->buffers[i]);
        if (status != CL_SUCCESS)
            return fail_cl("clSetKernelArg", status);
    }
    const size_t items = ITEMS;
    status = clEnqueueNDRangeKernel(run->queue, run->kernel, 1, NULL, &items,
                                    NULL, 0, NULL, NULL);
    if (status != CL_SUCCESS)
        return fail_cl("clEnqueueNDRangeKernel", status);
    status = clEnqueueReadBuffer(run->queue, run->buffers[2], CL_TRUE, 0,
                                 bytes, c, 0, NULL, NULL);
    if (status != CL_SUCCESS)
        return fail_cl("clEnqueueReadBuffer", status);
    return EXIT_SUCCESS;
}

static void release(struct opencl_run *run)
{
    for (int i = 0; i < 3; i++)
        if (run->buffers[i])
            clReleaseMemObject(run->buffers[i]);
    if (run->kernel)
        clReleaseKernel(run->kernel);
    if (run->program)
        clReleaseProgram(run->program);
    if (run->queue)
        clReleaseCommandQueue(run->queue);
    if (run->context)
        clReleaseContext(run->context);
}

/* Compares C with A + B computed here; reports the first wrong element. */
static int check_sums(const float *a, const float *b, const float *c)
{
    for (int i = 0; i < ELEMENTS; i++) {
        float expected = a[i] + b[i];
        if (c[i] != expected) {
            fprintf(stderr, "opencl_host: c[%d] is %g, expected %g\n", i,
                    (double)c[i], (double)expected);
            return EXIT_FAILURE;
        }
    }
    printf("%s: %d sums correct\n", KERNEL_NAME, ELEMENTS);
    return EXIT_SUCCESS;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: opencl_host KERNEL.spv\n");
        return EXIT_FAILURE;
    }
    size_t size = 0;
    unsigned char *spirv = read_spirv(argv[1], &size);
    if (!spirv)
        return EXIT_FAILURE;
    cl_device_id device;
    if (!find_gpu(&device)) {
        fprintf(stderr, "opencl_host: no OpenCL GPU device: %s was not "
                "run\n", argv[1]);
        free(spirv);
        return EXIT_NO_DEVICE;
    }
    static float a[ELEMENTS], b[ELEMENTS], c[ELEMENTS];
    for (int i = 0; i < ELEMENTS; i++) {
        a[i] = (float)i * 0.5f;
        b[i] = (float)(ELEMENTS - i) * 0.25f;
    }
    struct opencl_run run = {0};
    int status = build_kernel(&run, device, spirv, size);
    if (status == EXIT_SUCCESS)
        status = add_on_gpu(&run, a, b, c);
    if (status == EXIT_SUCCESS)
        status = check_sums(a, b, c);
    release(&run);
    free(spirv);
    return status;
}
