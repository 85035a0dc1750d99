// cmrt_host.cc - runs cmc's .isa of examples/vadd.cpp on an Intel GPU
// through Intel's C for Media runtime, and checks the sums against the
// CPU's.
//
//   cmc -march=TGLLP examples/vadd.cpp          (writes vadd.isa)
//   examples/host/cmrt_host vadd.isa
//
// Takes the .isa file (vISA), loads it with CmDevice::LoadProgram (the
// runtime finalizes it for the device), creates the vadd kernel with
// three buffers as its SurfaceIndex arguments, runs one thread per eight
// floats on a 1-D thread space (the kernel's get_thread_origin_x()) and
// compares every element of c with a + b.  It builds against either of
// Debian's CM runtimes, whose API it shares: libigfxcmrt (Intel's media
// driver's, Gen 8 to Gen 12: libigfxcmrt-dev) and the older libcmrt
// (Gen 7.5 to 9: libcmrt-dev).
// Exit status: 0 when every element is right, 1 on any error or wrong
// element (the message says which), 77 when no CM device can be created
// (no supported Intel GPU), so that a test harness can tell "not run"
// from "failed".
#include <cm_rt.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

constexpr int ELEMENTS_PER_THREAD = 8;  // the kernel's vector<float, 8>
constexpr int THREADS = 128;
constexpr int ELEMENTS = ELEMENTS_PER_THREAD * THREADS;
constexpr long MAX_ISA_BYTES = 64L << 20;  // a larger file is not a kernel
constexpr int EXIT_NO_DEVICE = 77;
constexpr const char *KERNEL_NAME = "vadd";

// Everything the program created, destroyed in one place.
struct CmRun {
    CmDevice *device = nullptr;
    CmProgram *program = nullptr;
    CmKernel *kernel = nullptr;
    CmBuffer *buffers[3] = {};  // a, b, c
    CmThreadSpace *space = nullptr;
    CmTask *task = nullptr;
    CmQueue *queue = nullptr;
    CmEvent *event = nullptr;
};

int fail_cm(const char *what, int status)
{
    std::fprintf(stderr, "cmrt_host: %s failed (CM status %d)\n", what,
                 status);
    return EXIT_FAILURE;
}

// Reads PATH whole into ISA; false (with a message) when it cannot.
bool read_isa(const char *path, std::vector<unsigned char> &isa)
{
    FILE *file = std::fopen(path, "rb");
    if (!file) {
        std::fprintf(stderr, "cmrt_host: cannot open '%s': %s\n", path,
                     std::strerror(errno));
        return false;
    }
    isa.resize(MAX_ISA_BYTES);
    size_t length = std::fread(isa.data(), 1, isa.size(), file);
    bool read_error = std::ferror(file) != 0;
    std::fclose(file);
    if (read_error || length == 0 || length == isa.size()) {
        std::fprintf(stderr, "cmrt_host: '%s' is not a vISA file (%s)\n",
                     path, read_error ? "read error"
                                      : length ? "larger than 64 MiB"
                                               : "empty");
        return false;
    }
    isa.resize(length);
    return true;
}

int load_kernel(CmRun &run, std::vector<unsigned char> &isa)
{
    int status = run.device->LoadProgram(isa.data(),
                                         static_cast<UINT>(isa.size()),
                                         run.program);
    if (status != CM_SUCCESS)
        return fail_cm("LoadProgram", status);
    status = run.device->CreateKernel(run.program, KERNEL_NAME, run.kernel);
    if (status != CM_SUCCESS)
        return fail_cm("CreateKernel", status);
    return EXIT_SUCCESS;
}

// Runs the kernel on A and B and reads the sums into C.
int add_on_gpu(CmRun &run, const float *a, const float *b, float *c)
{
    const UINT bytes = sizeof(float) * ELEMENTS;
    const float *inputs[2] = {a, b};
    for (int i = 0; i < 3; i++) {
        int status = run.device->CreateBuffer(bytes, run.buffers[i]);
        if (status != CM_SUCCESS)
            return fail_cm("CreateBuffer", status);
        if (i < 2) {
            status = run.buffers[i]->WriteSurface(
                reinterpret_cast<const unsigned char *>(inputs[i]), nullptr);
            if (status != CM_SUCCESS)
                return fail_cm("WriteSurface", status);
        }
        SurfaceIndex *index = nullptr;
        status = run.buffers[i]->GetIndex(index);
        if (status != CM_SUCCESS)
            return fail_cm("GetIndex", status);
        status = run.kernel->SetKernelArg(static_cast<UINT>(i),
                                          sizeof(SurfaceIndex), index);
        if (status != CM_SUCCESS)
            return fail_cm("SetKernelArg", status);
    }
    int status = run.kernel->SetThreadCount(THREADS);
    if (status == CM_SUCCESS)
        status = run.device->CreateThreadSpace(THREADS, 1, run.space);
    if (status == CM_SUCCESS)
        status = run.device->CreateTask(run.task);
    if (status == CM_SUCCESS)
        status = run.task->AddKernel(run.kernel);
    if (status == CM_SUCCESS)
        status = run.device->CreateQueue(run.queue);
    if (status != CM_SUCCESS)
        return fail_cm("setting up the task", status);
    status = run.queue->Enqueue(run.task, run.event, run.space);
    if (status != CM_SUCCESS)
        return fail_cm("Enqueue", status);
    status = run.buffers[2]->ReadSurface(reinterpret_cast<unsigned char *>(c),
                                         run.event);
    if (status != CM_SUCCESS)
        return fail_cm("ReadSurface", status);
    return EXIT_SUCCESS;
}

void destroy(CmRun &run)
{
    if (!run.device)
        return;
    if (run.event)
        run.queue->DestroyEvent(run.event);
    if (run.task)
        run.device->DestroyTask(run.task);
    if (run.space)
        run.device->DestroyThreadSpace(run.space);
    for (CmBuffer *&buffer : run.buffers)
        if (buffer)
            run.device->DestroySurface(buffer);
    if (run.kernel)
        run.device->DestroyKernel(run.kernel);
    if (run.program)
        run.device->DestroyProgram(run.program);
    DestroyCmDevice(run.device);
}

// Compares C with A + B computed here; reports the first wrong element.
int check_sums(const float *a, const float *b, const float *c)
{
    for (int i = 0; i < ELEMENTS; i++) {
        float expected = a[i] + b[i];
        if (c[i] != expected) {
            std::fprintf(stderr, "cmrt_host: c[%d] is %g, expected %g\n", i,
                         static_cast<double>(c[i]),
                         static_cast<double>(expected));
            return EXIT_FAILURE;
        }
    }
    std::printf("%s: %d sums correct\n", KERNEL_NAME, ELEMENTS);
    return EXIT_SUCCESS;
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: cmrt_host KERNEL.isa\n");
        return EXIT_FAILURE;
    }
    std::vector<unsigned char> isa;
    if (!read_isa(argv[1], isa))
        return EXIT_FAILURE;
    CmRun run;
    UINT version = 0;
    if (CreateCmDevice(run.device, version) != CM_SUCCESS || !run.device) {
        std::fprintf(stderr, "cmrt_host: no CM device (no supported Intel "
                     "GPU): %s was not run\n", argv[1]);
        return EXIT_NO_DEVICE;
    }
    std::vector<float> a(ELEMENTS), b(ELEMENTS), c(ELEMENTS);
    for (int i = 0; i < ELEMENTS; i++) {
        a[i] = static_cast<float>(i) * 0.5f;
        b[i] = static_cast<float>(ELEMENTS - i) * 0.25f;
    }
    int status = load_kernel(run, isa);
    if (status == EXIT_SUCCESS)
        status = add_on_gpu(run, a.data(), b.data(), c.data());
    if (status == EXIT_SUCCESS)
        status = check_sums(a.data(), b.data(), c.data());
    destroy(run);
    return status;
}
