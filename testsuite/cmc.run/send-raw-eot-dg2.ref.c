/* Reference for send-raw-eot-dg2.cpp: that of send-raw-eot.cpp. */
#include "send-raw-eot.ref.c"
