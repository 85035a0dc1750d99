// Raw sends built by hand from the data cache's descriptor layout (SFID
// 10; binding-table index bits 7:0, block size 10:8, message type 18:14,
// header 19, response length 24:20, message length 28:25; the extended
// descriptor's bits 10:6 the second payload's length): OWord block reads
// (type 0) and writes (type 8), the offset in OWords in the header's dword
// 2.  Through every form: cm_send with and without a response, vector and
// matrix; cm_sends; cm_raw_send with and without a second payload, with a
// response of which the message fills the first register only (the other
// is undefined afterwards and never read) and with an explicit mask;
// sendc (vISA RAW_SEND).  past_num_dst stores the register its message
// did not fill, which cmrun reports.
// { dg-do run }
// { dg-final { run-kernel "-k raw buf:in.bin buf:zero:256:out.bin" } }
// { dg-final { run-kernel-fault "-k past_num_dst buf:in.bin buf:zero:256" "reads undefined register" } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-times "raw_sendc \\(M1_NM, 16\\) 0xa 2 0 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\." 7 } }

extern "C" _GENX_MAIN_ void raw(SurfaceIndex in, SurfaceIndex out)
{
    const uint dc0 = 10;
    uint in_bti = cm_get_value(in), out_bti = cm_get_value(out);
    uint read_desc = in_bti | 1 << 19 | 1 << 25;
    uint write_desc = out_bti | 8 << 14 | 1 << 19;
    vector<uint, 8> header = 0;

    /* 4 OWords (2 registers) at OWord 2 */
    header(2) = 2;
    vector<uint, 16> a;
    cm_send(a, header, dc0, read_desc | 3 << 8 | 2 << 20, 0);

    /* 8 OWords (4 registers) at OWord 8, into a matrix */
    matrix<uint, 1, 8> mh = header;
    mh(0, 2) = 8;
    matrix<int, 4, 8> m;
    cm_send(m, mh, dc0, read_desc | 4 << 8 | 4 << 20, 0);

    /* a + 1 at OWord 0: header and data split */
    header(2) = 0;
    vector<uint, 16> a1 = a + 1;
    cm_sends(0, header, a1, 2 << 6 | dc0, write_desc | 3 << 8 | 1 << 25, 0);

    /* m's row 0 at OWord 4: header and data in one payload, sendc */
    vector<uint, 16> p;
    p.select<8, 1>(0) = header;
    p(2) = 4;
    p.select<8, 1>(8) = m.row(0);
    cm_send(0, p, dc0, write_desc | 2 << 8 | 2 << 25, 1);

    /* 2 OWords at OWord 20 into the first register of r */
    vector<uint, 16> r = 7;
    header(2) = 20;
    cm_raw_send(r, header, 0, 0, read_desc | 2 << 8 | 1 << 20, 4, dc0, 1, 0,
                1);

    /* m's rows 2 and 3 at OWord 6, matrices split */
    matrix<uint, 1, 8> h2 = header;
    h2(0, 2) = 6;
    matrix<int, 2, 8> m23 = m.select<2, 1, 8, 1>(2, 0);
    cm_raw_send(0, h2, m23, 2 << 6, write_desc | 3 << 8 | 1 << 25, 4, dc0, 1,
                2, 0);

    /* r's first register at OWord 10, every channel of the mask on */
    header(2) = 10;
    vector<ushort, 16> mask = 1;
    vector<uint, 8> r_read = r.select<8, 1>(0);
    cm_raw_send(0, header, r_read, 1 << 6, write_desc | 2 << 8 | 1 << 25, 4,
                dc0, 1, 1, 0, 0, 0, mask);
}

extern "C" _GENX_MAIN_ void past_num_dst(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> header = 0;
    header(2) = 20;
    vector<uint, 16> r = 7;
    cm_raw_send(r, header, 0, 0,
                cm_get_value(in) | 2 << 8 | 1 << 19 | 1 << 20 | 1 << 25, 4,
                10, 1, 0, 1);
    write(out, 0, r);
}
