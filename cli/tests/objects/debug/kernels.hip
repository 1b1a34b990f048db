// HIP kernels for the -l/-S checks (no HIP headers: -nogpuinc): C++ names, a device
// function, an inlined helper, templates.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline float twice(float x) { return 2.0f * x; }
__device__ float helper(const float *b, int i) { return twice(b[i]) + 1.0f; }
__global__ void add(float *a, const float *b, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  if (i < n)
    a[i] += helper(b, i);
}
template <typename T> __global__ void scale(T *v, T s, int n) {
  int i = __builtin_amdgcn_workitem_id_x();
  for (; i < n; i += 64)
    v[i] *= s;
}
template __global__ void scale<float>(float *, float, int);
template __global__ void scale<double>(double *, double, int);
