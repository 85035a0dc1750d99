#include "lambda-uses-lambda.ref.c"
