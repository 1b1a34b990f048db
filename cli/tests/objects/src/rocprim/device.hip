#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

// rocPRIM's device-wide algorithms (AMD's library, as Debian's librocprim-dev 5.3 ships it),
// compiled by scripts/rocprim_kernels.py. Each host function below calls one algorithm;
// compiling it instantiates the kernels the algorithm launches (lookback scans, radix sort
// passes, merge paths, histograms), which the device compilation emits.
hipError_t sort_keys(void* tmp, size_t& bytes, unsigned* in, unsigned* out, unsigned n) {
    return rocprim::radix_sort_keys(tmp, bytes, in, out, n);
}
hipError_t sort_pairs(void* tmp, size_t& bytes, float* k, float* ko, int* v, int* vo, unsigned n) {
    return rocprim::radix_sort_pairs(tmp, bytes, k, ko, v, vo, n);
}
hipError_t scan(void* tmp, size_t& bytes, double* in, double* out, unsigned n) {
    return rocprim::inclusive_scan(tmp, bytes, in, out, n, rocprim::plus<double>());
}
hipError_t reduce(void* tmp, size_t& bytes, long long* in, long long* out, unsigned n) {
    return rocprim::reduce(tmp, bytes, in, out, n, rocprim::maximum<long long>());
}
hipError_t merge_sort(void* tmp, size_t& bytes, short* in, short* out, unsigned n) {
    return rocprim::merge_sort(tmp, bytes, in, out, n);
}
hipError_t histogram(void* tmp, size_t& bytes, unsigned char* in, unsigned n, unsigned* h) {
    return rocprim::histogram_even(tmp, bytes, in, n, h, 257, 0u, 256u);
}
hipError_t select(void* tmp, size_t& bytes, int* in, int* out, unsigned* count, unsigned n) {
    return rocprim::unique(tmp, bytes, in, out, count, n);
}
hipError_t rle(void* tmp, size_t& bytes, int* in, int* uniq, unsigned* counts, unsigned* runs, unsigned n) {
    return rocprim::run_length_encode(tmp, bytes, in, n, uniq, counts, runs);
}
hipError_t seg_reduce(void* tmp, size_t& bytes, float* in, float* out, unsigned segs, int* offs) {
    return rocprim::segmented_reduce(tmp, bytes, in, out, segs, offs, offs + 1, rocprim::plus<float>(), 0.0f);
}
hipError_t partition(void* tmp, size_t& bytes, unsigned* in, unsigned* out, unsigned* count, unsigned n) {
    return rocprim::partition(tmp, bytes, in, out, count, n, [](unsigned x) { return (x & 1) == 0; });
}
hipError_t scan_by_key(void* tmp, size_t& bytes, int* keys, float* in, float* out, unsigned n) {
    return rocprim::exclusive_scan_by_key(tmp, bytes, keys, in, out, 0.0f, n);
}
hipError_t reduce_by_key(void* tmp, size_t& bytes, int* keys, double* in, int* uk, double* out,
                         unsigned* runs, unsigned n) {
    return rocprim::reduce_by_key(tmp, bytes, keys, in, n, uk, out, runs);
}
hipError_t seg_sort(void* tmp, size_t& bytes, unsigned long long* in, unsigned long long* out,
                    unsigned n, unsigned segs, int* offs) {
    return rocprim::segmented_radix_sort_keys(tmp, bytes, in, out, n, segs, offs, offs + 1);
}
hipError_t merge(void* tmp, size_t& bytes, int* a, int* b, int* out, unsigned na, unsigned nb) {
    return rocprim::merge(tmp, bytes, a, b, out, na, nb);
}
hipError_t adjacent(void* tmp, size_t& bytes, float* in, float* out, unsigned n) {
    return rocprim::adjacent_difference(tmp, bytes, in, out, n);
}
hipError_t transform(int* in, float* out, unsigned n) {
    return rocprim::transform(in, out, n, [](int x) { return x * 0.5f; });
}
