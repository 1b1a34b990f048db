// OpenCL kernels for the -l/-S checks: an inlined helper, a loop, a second kernel.
static inline float sq(float x) { return x * x; }

__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < n)
    y[i] = a * x[i] + sq(y[i]);
}

__kernel void loop(__global int *v, int n) {
  for (int i = 0; i < n; i++) {
    v[i] = v[i] * 3 + 1;
  }
}
