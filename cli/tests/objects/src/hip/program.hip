// A HIP program without HIP's headers (-nogpuinc): the declarations clang's host side
// needs to launch kernels, then kernels with shared memory, atomics, a device function and
// a template.
struct dim3 { unsigned x, y, z; };
typedef struct ihipStream_t *hipStream_t;
extern "C" int hipLaunchKernel(const void *, dim3, dim3, void **, unsigned long, hipStream_t);
extern "C" int __hipPushCallConfiguration(dim3, dim3, unsigned long, hipStream_t);
extern "C" int __hipPopCallConfiguration(dim3 *, dim3 *, unsigned long *, hipStream_t *);
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ float helper(const float *b, int i) { return 2.0f * b[i] + 1.0f; }

__global__ void add(float *a, const float *b, int n) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256;
  if (i < n)
    a[i] += helper(b, i);
}

__global__ void block_sum(const int *in, int *out) {
  __shared__ int part[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  part[t] = in[__builtin_amdgcn_workgroup_id_x() * 256 + t];
  __builtin_amdgcn_s_barrier();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      part[t] += part[t + s];
    __builtin_amdgcn_s_barrier();
  }
  if (t == 0)
    __atomic_fetch_add(out, part[0], __ATOMIC_RELAXED);
}

template <typename T> __global__ void scale(T *v, T s, int n) {
  for (int i = __builtin_amdgcn_workitem_id_x(); i < n; i += 64)
    v[i] *= s;
}
template __global__ void scale<float>(float *, float, int);
template __global__ void scale<double>(double *, double, int);
