// cpus: gfx801 gfx803 gfx900 gfx902 gfx906 gfx908 (gfx7: LLVM 19 cannot select ds_bpermute, which the reductions of the OpenMP device runtime need)
// OpenMP offload: reductions, device math (ocml), atomics and runtime queries.
#include <math.h>
#include <omp.h>

double norm(int n, const double *v) {
  double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : sum) map(to : v[0:n])
  for (int i = 0; i < n; i++)
    sum += v[i] * v[i];
  return sqrt(sum);
}

float smooth(int n, float *v) {
  float worst = 0.0f;
#pragma omp target teams distribute parallel for reduction(max : worst) map(tofrom : v[0:n])
  for (int i = 0; i < n; i++) {
    float s = expf(-v[i] * v[i]) + sinf(v[i]) * cosf(v[i]) + logf(1.0f + fabsf(v[i]));
    v[i] = s;
    worst = fmaxf(worst, s);
  }
  return worst;
}

int histogram(int n, const int *keys, int *bins) {
  int teams = 0;
#pragma omp target teams map(to : keys[0:n]) map(tofrom : bins[0:16]) map(from : teams)
  {
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) {
#pragma omp atomic update
      bins[keys[i] & 15] += 1;
    }
  }
  return teams;
}

int main(void) {
  double v[128];
  float f[128];
  int keys[128], bins[16] = {0};
  for (int i = 0; i < 128; i++)
    v[i] = i * 0.5, f[i] = i * 0.25f, keys[i] = i * 7;
  return norm(128, v) > 0 && smooth(128, f) > 0 && histogram(128, keys, bins) > 0 ? 0 : 1;
}
