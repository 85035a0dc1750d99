// The kernels of the CM specification's 4.20 as written (their "..."
// bodies made a float computation): each _GENX_FLOAT_CONTROL_ value,
// alone and or'ed, becomes the float control bits of cr0 at the kernel's
// entry (Intel's values: rounding in bits 4-5, denormals allowed in bits
// 6, 7 and 10, ALT mode bit 0).  cmc.run/float-control.cpp runs the
// rounding modes against a C reference.
// { dg-do compile }
// { dg-final { scan-visa-times "and \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0xfffffb0e:ud" 10 } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x10:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x20:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x30:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x4c0:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x440:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x1:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0xa0:ud" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x4e1:ud" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ inline void body(SurfaceIndex ExampleBuffer)
{
    vector<float, 8> v;
    read(ExampleBuffer, 0, v);
    write(ExampleBuffer, 32, v * 0.3f + 1.0f);
}

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTE) void rte_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTP) void rtp_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTN) void rtn_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTZ) void rtz_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_DENORM_ALLOW) void denorm_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }
  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_DENORM_D_ALLOW | CM_DENORM_HF_ALLOW) void denorm_d_hf_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_FLOAT_MODE_IEEE) void float_ieee_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }
  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_FLOAT_MODE_ALT) void float_alt_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }

  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_DENORM_F_ALLOW | CM_RTN) void denorm_and_round_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }
  _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_DENORM_ALLOW | CM_RTN | CM_FLOAT_MODE_ALT) void multiple_settings_kernel(SurfaceIndex ExampleBuffer) {
  body(ExampleBuffer);
  }
