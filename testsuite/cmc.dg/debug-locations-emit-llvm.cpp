// -emit-llvm output carries no debug locations (they serve diagnostics
// and would clutter the IR) unless -g asks for them: then instructions
// keep their source lines through the optimiser.
// { dg-do compile }
// { dg-options "-g" }
// { dg-final { scan-llvm "fadd <8 x float> .*, !dbg" } }
// { dg-final { scan-llvm "DILocation\\(line: 14," } }
// { dg-final { scan-llvm "DISubprogram\\(name: \"scale\"" } }

extern "C" _GENX_MAIN_ void scale(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    v = v + 1.5f;
    write(out, 0, v);
}
