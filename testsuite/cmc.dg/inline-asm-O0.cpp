// inline-asm.cpp (the specification's examples) at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "mov \\(M1, 32\\) V(\[0-9\]+)\\(2,0\\)<1> \\(-\\)V\\1\\(2,0\\)<1;1,0>" } }
// { dg-final { scan-visa "mad \\(M1, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa-times "add \\(M1, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 10:d" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "inline-asm.cpp"
