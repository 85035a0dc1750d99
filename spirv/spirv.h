/* spirv.h - cmc's SPIR-V writer: GenX LLVM IR (after CMABI and the
 * optimiser) -> a SPIR-V module in the form Intel's VectorCompiler (IGC,
 * `ocloc -spirv_input ... -options -vc-codegen`, or clCreateProgramWithIL
 * with "-vc-codegen") reads: the SPV_INTEL_vector_compute extension, every
 * function decorated VectorComputeFunctionINTEL, each `llvm.genx.*`
 * intrinsic an imported function of that name, kernel arguments typed by
 * their kind (buffer_t -> OpTypeBufferSurfaceINTEL, image*_t ->
 * OpTypeImage, sampler_t -> OpTypeSampler, svmptr_t -> a CrossWorkgroup
 * pointer), the SLM size an execution mode, the media walker's thread
 * origin read from the group id (a CM thread space is work groups of one
 * thread under OpenCL's compute walker).
 *
 * Takes a module with `genx.kernels` metadata (its genx.thread.x/y calls
 * are replaced by group ids); gives the module's words,
 * or NULL after one error (located at the user's line when the
 * instruction has a position) saying what cannot be expressed yet: the
 * caller then writes no file. */
#ifndef CMC_SPIRV_H
#define CMC_SPIRV_H

#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Core.h>

#include "support/support.h"

/* The SPIR-V words of `module` (count in *word_count), malloc'ed, for
 * `platform` (-march: a double on a platform without double-precision
 * hardware is refused: ocloc's VectorCompiler rejects it);
 * NULL after an error reported to `diags`. */
uint32_t *spirv_from_module(LLVMModuleRef module,
                            const struct platform *platform,
                            size_t *word_count, struct diagnostics *diags);

#endif
