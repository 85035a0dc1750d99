// CM spec 3.2.2 (example 3_2_2_b): converting int elements to uchar with
// the conversion constructor truncates (275 becomes 19; the spec's
// comment says 20, a slip: 275 - 256 = 19), and with SAT clamps (255);
// once with the spec's constants and once with values read at run time,
// negative ones included (SAT takes them to 0).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:80:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sat_ctor(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 2> vi;
    vector<uchar, 2> vo;
    vi(0) = 155;
    vi(1) = 275;
    vector<int, 4> result;
    vo = vector<uchar, 2>(vi);
    result.select<2, 1>(0) = vo;
    vo = vector<uchar, 2>(vi, SAT);
    result.select<2, 1>(2) = vo;
    write(out, 0, result);

    vector<int, 8> wi;
    read(in, 0, wi);
    vector<uchar, 8> wo = vector<uchar, 8>(wi);
    write(out, 16, vector<int, 8>(wo));
    wo = vector<uchar, 8>(wi, SAT);
    write(out, 48, vector<int, 8>(wo));
}
