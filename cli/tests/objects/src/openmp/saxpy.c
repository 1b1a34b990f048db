// cpus: gfx700 gfx701 gfx801 gfx803 gfx900 gfx902 gfx906 gfx908
// OpenMP offload: a combined target construct with map clauses.
void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(void) {
  float x[64], y[64];
  for (int i = 0; i < 64; i++)
    x[i] = (float)i, y[i] = 1.0f;
  saxpy(64, 2.0f, x, y);
  return y[63] == 127.0f ? 0 : 1;
}
