#include "local-address-forms.ref.c"
