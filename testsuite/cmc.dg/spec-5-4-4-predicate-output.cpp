// The CM specification's 5.4.4 'cr' lines as written: pred_vec becomes a
// predicate (the cmp.ne with 0 the text shows, of each element's lowest
// bit, as Intel's compiler truncates the elements to i1) and the
// mov writes the channels it enables into a fresh dst ("=r": the
// others are undefined, as in Intel's compiler; the run test
// cmc.run/spec-5-inline-asm-usage.cpp uses "+r" to keep them).
// { dg-do compile }
// { dg-final { scan-visa "cmp.ne \\(M1_NM, 16\\) P(\[0-9\]+) V\[0-9\]+\\(0,0\\)<16;16,1> 0x0:uw" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) mov \\(M1, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void predicate_output(SurfaceIndex in, SurfaceIndex out)
{
  vector<float, 16> src, dst;
  vector<uint16_t, 16> pred_vec;
  read(in, 0, src);
  read(in, 64, pred_vec);
  asm ("(%2) mov (M1, 16) %0 %1"
       : "=r"(dst)
       : "r"(src), "cr"(pred_vec));
  write(out, 0, dst);
}
