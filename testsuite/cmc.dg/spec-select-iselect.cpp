// CM spec 3_2_9_h: select, iselect and a compound assignment of regions.
// select<2,3>(4) writes elements 4 and 7 (the spec's comments place the
// 19s at 3 and 7), iselect with known indices reads those elements, and
// with everything constant the optimiser folds the regions: the kernel
// stores {38, 38, 0, 38, 57, 38, 38, 57}.
// { dg-do compile }
// { dg-final { scan-llvm "<8 x i32> <i32 38, i32 38, i32 0, i32 38, i32 57, i32 38, i32 38, i32 57>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void select_iselect(SurfaceIndex out)
{
    vector<int, 65> inVector = 0;
    vector<int, 8> outVector = 0;
    vector<int, 12> tempVector = 0;
    vector<ushort, 12> idx;

    inVector.select<2, 3>(4) = 19;          // inVector(4) = inVector(7) = 19
    outVector = inVector.select<8, 1>(0);   // {0,0,0,0,19,0,0,19}
    idx = 7; idx(0) = 2; idx(2) = 4; idx(3) = 10;
    tempVector = inVector.iselect(idx);     // {0,19,19,0,19,19,19,...}
    tempVector = tempVector * 2;            // {0,38,38,0,38,38,38,...}
    // outVector = {0+38, 0+38, 0+0, 0+38, 19+38, 0+38, 0+38, 19+38}
    outVector.select<8, 1>(0) += tempVector.select<8, 1>(1);
    write(out, 0, outVector);
}
