//! Device code for `rust_v0.gfx908.o`: a `no_core` Rust crate for
//! amdgcn-amd-amdhsa whose kernels call generic, trait and const-generic device
//! functions, so the symbol table carries Rust v0 names.
#![feature(no_core, lang_items, abi_gpu_kernel, auto_traits)]
#![allow(internal_features, non_snake_case)]
#![no_core]
#![crate_type = "lib"]

#[lang = "pointee_sized"]
pub trait PointeeSized {}
#[lang = "meta_sized"]
pub trait MetaSized: PointeeSized {}
#[lang = "sized"]
pub trait Sized: MetaSized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for f32 {}
impl Copy for u32 {}
impl Copy for bool {}
impl Copy for char {}
impl<T: PointeeSized> Copy for *mut T {}
impl<T: PointeeSized> Copy for *const T {}

#[lang = "freeze"]
pub unsafe auto trait Freeze {}

#[lang = "legacy_receiver"]
pub trait LegacyReceiver: PointeeSized {}
impl<T: PointeeSized> LegacyReceiver for &T {}
impl<T: PointeeSized> LegacyReceiver for &mut T {}

#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}
#[lang = "mul"]
pub trait Mul<Rhs = Self> {
    type Output;
    fn mul(self, rhs: Rhs) -> Self::Output;
}
impl Add for f32 {
    type Output = f32;
    fn add(self, rhs: f32) -> f32 {
        self + rhs
    }
}
impl Mul for f32 {
    type Output = f32;
    fn mul(self, rhs: f32) -> f32 {
        self * rhs
    }
}
impl Add for u32 {
    type Output = u32;
    fn add(self, rhs: u32) -> u32 {
        self + rhs
    }
}
impl Mul for u32 {
    type Output = u32;
    fn mul(self, rhs: u32) -> u32 {
        self * rhs
    }
}

pub trait Arith: Copy {
    fn mul_add(self, x: Self, y: Self) -> Self;
}
impl Arith for f32 {
    #[inline(never)]
    fn mul_add(self, x: f32, y: f32) -> f32 {
        self * x + y
    }
}
impl Arith for u32 {
    #[inline(never)]
    fn mul_add(self, x: u32, y: u32) -> u32 {
        self * x + y
    }
}

pub struct Pair<T> {
    pub first: T,
    pub second: T,
}
impl<T: Arith> Pair<T> {
    #[inline(never)]
    pub fn dot(&self, other: &Pair<T>, zero: T) -> T {
        self.second.mul_add(other.second, self.first.mul_add(other.first, zero))
    }
}

pub mod größe {
    #[inline(never)]
    pub fn skaliere<const N: u32>(x: u32) -> u32 {
        x * N
    }
    #[inline(never)]
    pub fn zeichen<const C: char, const B: bool>(x: u32) -> u32 {
        if B { x + (C as u32) } else { x }
    }
}

#[inline(never)]
pub fn axpy<T: Arith>(a: T, x: T, y: T) -> T {
    a.mul_add(x, y)
}

#[inline(never)]
pub fn apply(f: fn(f32) -> f32, x: f32) -> f32 {
    f(x)
}

#[inline(never)]
fn square(x: f32) -> f32 {
    x * x
}

#[inline(never)]
pub fn store<'a, T: Copy>(out: &'a mut T, value: &'a T) -> &'a mut T {
    *out = *value;
    out
}

pub extern "gpu-kernel" fn saxpy(a: f32, x: *const f32, y: *mut f32) {
    unsafe {
        *y = axpy(a, *x, *y);
        *y = apply(square, *y);
    }
}

pub extern "gpu-kernel" fn scale(out: *mut u32, x: u32) {
    unsafe {
        let v = größe::skaliere::<4>(x) + größe::skaliere::<1000>(x) + axpy(x, x, 7);
        let v = größe::zeichen::<'ß', true>(v) + größe::zeichen::<'\n', false>(v);
        let pair = Pair { first: v, second: x };
        store(&mut *out, &pair.dot(&pair, 0));
    }
}

#[no_mangle]
pub extern "gpu-kernel" fn dot(out: *mut f32, a: f32, b: f32) {
    unsafe {
        let pair = Pair { first: a, second: b };
        store(&mut *out, &pair.dot(&pair, 0.0));
    }
}
