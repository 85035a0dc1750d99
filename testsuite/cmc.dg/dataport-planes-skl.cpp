// read_plane and write_plane finalize for SKL too (Gen9 has the media
// block messages with a plane): dataport-planes.cpp's kernel, for SKL
// (its dg- lines are not read from an included file).
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { finalize-visa SKL } }
#include "dataport-planes.cpp"
