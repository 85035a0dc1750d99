// The CM specification's 5.4.5 'n' example as written: a template
// function whose execution size, a template parameter deduced from the
// vectors passed, is written into the inline assembly (mad (M1, 8)), and
// the kernel that reads three images and writes s1 * s2 + s3.
// { dg-do run }
// { dg-final { run-kernel "img:16x1:a.bin img:16x1:b.bin img:16x1:c.bin img:16x1:zero.bin:d.bin" } }
// { dg-final { scan-visa "mad \\(M1, 8\\) " } }
// { dg-final { finalize-visa TGLLP DG2 } }

  #include <cm/cm.h>

  template <typename T, unsigned EXEC_SIZE>
  inline _GENX_ vector<T, EXEC_SIZE> madd(vector<T, EXEC_SIZE> s1,
                                          vector<T, EXEC_SIZE> s2,
                                          vector<T, EXEC_SIZE> s3) {
    vector<T, EXEC_SIZE> dst;

    asm("mad (M1, %4) %0 %1 %2 %3"
        : "=r"(dst)
        : "r"(s1), "r"(s2), "r"(s3), "n"(EXEC_SIZE));

    return dst;
  }

  _GENX_MAIN_ void test(SurfaceIndex src1, SurfaceIndex src2, SurfaceIndex src3,
                        SurfaceIndex dst) {

    vector<ushort, 8> s1, s2, s3;

    read(src1, 0, 0, s1);
    read(src2, 0, 0, s2);
    read(src3, 0, 0, s3);

    vector<ushort, 8> d = madd(s1, s2, s3);

    write(dst, 0, 0, d);
  }
