// cpus: gfx801 gfx803 gfx900 gfx902 gfx906 gfx908 (gfx7: LLVM 19 cannot select ds_bpermute, which the reductions of the OpenMP device runtime need)
// OpenMP offload: collapse, schedules, a parallel region with a critical section, 64-bit
// integers and a target data region.
#include <stdint.h>

void matmul(int n, const double *a, const double *b, double *c) {
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 4)               \
    map(to : a[0:n * n], b[0:n * n]) map(from : c[0:n * n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}

int64_t checksum(int n, const int64_t *v) {
  int64_t total = 0;
#pragma omp target map(to : v[0:n]) map(tofrom : total)
#pragma omp parallel
  {
    int64_t mine = 0;
#pragma omp for schedule(dynamic, 8)
    for (int i = 0; i < n; i++)
      mine ^= v[i] * 0x9E3779B97F4A7C15ll >> (i & 31);
#pragma omp critical
    total += mine;
  }
  return total;
}

int main(void) {
  double a[256], b[256], c[256];
  int64_t v[100];
  for (int i = 0; i < 256; i++)
    a[i] = i, b[i] = 256 - i;
  for (int i = 0; i < 100; i++)
    v[i] = i * 12345;
#pragma omp target data map(to : a, b) map(from : c)
  matmul(16, a, b, c);
  return checksum(100, v) != 0 && c[0] != 0 ? 0 : 1;
}
