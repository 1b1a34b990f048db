// rocPRIM's block- and warp-level primitives (AMD's library, as Debian's librocprim-dev 5.3
// ships it) in kernels of several element types and sizes, compiled by
// scripts/rocprim_kernels.py: DPP and swizzle reductions, LDS exchanges, radix and merge
// sorts in registers.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

template <class T, unsigned Block, unsigned Items>
__global__ void block_radix_sort(T* data) {
    using sort_t = rocprim::block_radix_sort<T, Block, Items>;
    __shared__ typename sort_t::storage_type storage;
    T items[Items];
    const unsigned base = blockIdx.x * Block * Items;
    rocprim::block_load_direct_striped<Block>(threadIdx.x, data + base, items);
    sort_t().sort(items, storage);
    rocprim::block_store_direct_blocked(threadIdx.x, data + base, items);
}

template <class T, unsigned Block, rocprim::block_scan_algorithm Algo>
__global__ void block_scan(T* data) {
    using scan_t = rocprim::block_scan<T, Block, Algo>;
    __shared__ typename scan_t::storage_type storage;
    T v = data[blockIdx.x * Block + threadIdx.x];
    T total;
    scan_t().exclusive_scan(v, v, T(1), total, storage, rocprim::plus<T>());
    data[blockIdx.x * Block + threadIdx.x] = v + total;
}

template <class T, unsigned Block, rocprim::block_reduce_algorithm Algo>
__global__ void block_reduce(const T* in, T* out) {
    using reduce_t = rocprim::block_reduce<T, Block, Algo>;
    __shared__ typename reduce_t::storage_type storage;
    T v = in[blockIdx.x * Block + threadIdx.x];
    reduce_t().reduce(v, v, storage, rocprim::maximum<T>());
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

template <class T, unsigned Block, unsigned Items>
__global__ void block_sort(T* keys, unsigned* values) {
    using sort_t = rocprim::block_sort<T, Block, Items, unsigned>;
    __shared__ typename sort_t::storage_type storage;
    T k[Items];
    unsigned v[Items];
    const unsigned base = blockIdx.x * Block * Items;
    rocprim::block_load_direct_blocked(threadIdx.x, keys + base, k);
    rocprim::block_load_direct_blocked(threadIdx.x, values + base, v);
    sort_t().sort(k, v, storage);
    rocprim::block_store_direct_blocked(threadIdx.x, keys + base, k);
    rocprim::block_store_direct_blocked(threadIdx.x, values + base, v);
}

template <unsigned Block, unsigned Items>
__global__ void block_histogram(const unsigned char* in, unsigned* bins) {
    using hist_t = rocprim::block_histogram<unsigned char, Block, Items, 256>;
    __shared__ typename hist_t::storage_type storage;
    __shared__ unsigned local[256];
    unsigned char items[Items];
    rocprim::block_load_direct_blocked(threadIdx.x, in + blockIdx.x * Block * Items, items);
    hist_t().histogram(items, local, storage);
    __syncthreads();
    for (unsigned i = threadIdx.x; i < 256; i += Block)
        atomicAdd(&bins[i], local[i]);
}

template <class T, unsigned Block, unsigned Items>
__global__ void block_exchange(T* data) {
    using exchange_t = rocprim::block_exchange<T, Block, Items>;
    __shared__ typename exchange_t::storage_type storage;
    T items[Items];
    const unsigned base = blockIdx.x * Block * Items;
    rocprim::block_load_direct_blocked(threadIdx.x, data + base, items);
    exchange_t().blocked_to_striped(items, items, storage);
    rocprim::block_store_direct_blocked(threadIdx.x, data + base, items);
}

template <class T, unsigned Block, unsigned Items>
__global__ void block_discontinuity(const T* in, int* flags) {
    using disc_t = rocprim::block_discontinuity<T, Block>;
    __shared__ typename disc_t::storage_type storage;
    T items[Items];
    int heads[Items];
    rocprim::block_load_direct_blocked(threadIdx.x, in + blockIdx.x * Block * Items, items);
    disc_t().flag_heads(heads, items, rocprim::not_equal_to<T>(), storage);
    rocprim::block_store_direct_blocked(threadIdx.x, flags + blockIdx.x * Block * Items, heads);
}

template <class T, unsigned Warp>
__global__ void warp_reduce_scan(T* data) {
    using reduce_t = rocprim::warp_reduce<T, Warp>;
    using scan_t = rocprim::warp_scan<T, Warp>;
    __shared__ typename reduce_t::storage_type reduce_storage[64 / Warp];
    __shared__ typename scan_t::storage_type scan_storage[64 / Warp];
    const unsigned w = threadIdx.x / Warp;
    T v = data[threadIdx.x];
    T sum;
    reduce_t().reduce(v, sum, reduce_storage[w]);
    scan_t().inclusive_scan(v, v, scan_storage[w]);
    data[threadIdx.x] = v + sum;
}

template <class T, unsigned Warp, unsigned Items>
__global__ void warp_sort(T* data) {
    using sort_t = rocprim::warp_sort<T, Warp>;
    T v = data[threadIdx.x];
    sort_t().sort(v);
    data[threadIdx.x] = v;
}

template <class T>
__global__ void shuffles(T* data, int delta) {
    T v = data[threadIdx.x];
    v += rocprim::warp_shuffle_down(v, delta);
    v += rocprim::warp_shuffle_xor(v, 5);
    v += rocprim::warp_shuffle(v, threadIdx.x ^ 17);
    data[threadIdx.x] = v + rocprim::warp_shuffle_up(v, 3);
}

using rocprim::block_reduce_algorithm;
using rocprim::block_scan_algorithm;
template __global__ void block_radix_sort<int, 256, 4>(int*);
template __global__ void block_radix_sort<float, 128, 8>(float*);
template __global__ void block_radix_sort<unsigned long long, 64, 3>(unsigned long long*);
template __global__ void block_radix_sort<unsigned short, 192, 5>(unsigned short*);
template __global__ void block_scan<double, 256, block_scan_algorithm::using_warp_scan>(double*);
template __global__ void block_scan<unsigned, 64, block_scan_algorithm::reduce_then_scan>(unsigned*);
template __global__ void block_scan<int, 192, block_scan_algorithm::using_warp_scan>(int*);
template __global__ void block_scan<float, 128, block_scan_algorithm::reduce_then_scan>(float*);
template __global__ void block_reduce<int, 256, block_reduce_algorithm::using_warp_reduce>(const int*, int*);
template __global__ void block_reduce<float, 128, block_reduce_algorithm::raking_reduce>(const float*, float*);
template __global__ void block_reduce<long long, 96, block_reduce_algorithm::raking_reduce_commutative_only>(const long long*, long long*);
template __global__ void block_reduce<double, 64, block_reduce_algorithm::using_warp_reduce>(const double*, double*);
template __global__ void block_sort<int, 256, 1>(int*, unsigned*);
template __global__ void block_sort<float, 128, 1>(float*, unsigned*);
template __global__ void block_histogram<256, 4>(const unsigned char*, unsigned*);
template __global__ void block_histogram<128, 7>(const unsigned char*, unsigned*);
template __global__ void block_exchange<int, 256, 4>(int*);
template __global__ void block_exchange<double, 64, 3>(double*);
template __global__ void block_discontinuity<int, 256, 4>(const int*, int*);
template __global__ void block_discontinuity<char, 128, 2>(const char*, int*);
template __global__ void warp_reduce_scan<int, 64>(int*);
template __global__ void warp_reduce_scan<float, 32>(float*);
template __global__ void warp_reduce_scan<double, 16>(double*);
template __global__ void warp_reduce_scan<unsigned char, 8>(unsigned char*);
template __global__ void warp_sort<int, 64, 1>(int*);
template __global__ void warp_sort<float, 16, 1>(float*);
template __global__ void shuffles<int>(int*, int);
template __global__ void shuffles<double>(double*, int);
template __global__ void shuffles<float>(float*, int);
