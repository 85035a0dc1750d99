// printf with a '*' width known only at run time: -emit-spirv makes
// printf OpenCL's, whose format gets the width written in, so it reports
// the value (cmc.examples/spirv.exp); the .isa's print-buffer record
// takes it.
extern "C" _GENX_MAIN_ void k(int width)
{
    printf("[%*d]\n", width, width);
}
