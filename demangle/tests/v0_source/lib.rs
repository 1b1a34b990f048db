//! Rust code whose v0 symbol names (`-C symbol-mangling-version=v0`) feed
//! `../gen_rust_corpus.py`: generics, closures, const generics of every kind,
//! `dyn` traits with bindings, `fn` pointers with ABIs and binders, tuples, arrays,
//! trait impls and non-ASCII (punycode) identifiers. Not compiled by cargo.

#![allow(non_snake_case, dead_code, mixed_script_confusables, uncommon_codepoints, confusable_idents)]
use std::collections::HashMap;
use std::fmt::Debug;

pub mod café {
    pub fn grüße(x: u32) -> u32 { x + 1 }
    pub struct Größe<T>(pub T);
    impl<T: Clone> Größe<T> { pub fn 取得(&self) -> T { self.0.clone() } }
    pub fn 日本語の関数() -> &'static str { "x" }
    pub fn ünïcödé_ñame<const N: usize>() -> usize { N }
}

pub struct Wrapper<T, const N: usize> { pub data: [T; N] }
impl<T: Copy + Default + Debug, const N: usize> Wrapper<T, N> {
    #[inline(never)] pub fn new() -> Self { Wrapper { data: [T::default(); N] } }
    #[inline(never)] pub fn first(&self) -> Option<&T> { self.data.first() }
}
pub trait Shape { fn area(&self) -> f64; fn name(&self) -> String { "shape".into() } }
pub struct Circle(pub f64);
pub struct Square(pub f64);
impl Shape for Circle { fn area(&self) -> f64 { 3.14 * self.0 * self.0 } }
impl Shape for Square { fn area(&self) -> f64 { self.0 * self.0 } fn name(&self) -> String { "sq".into() } }
#[inline(never)] pub fn total(shapes: &[Box<dyn Shape + Send + Sync>]) -> f64 { shapes.iter().map(|s| s.area()).sum() }
#[inline(never)] pub fn with_iter<'a>(it: Box<dyn Iterator<Item = &'a u8> + 'a>) -> usize { it.count() }
#[inline(never)] pub fn hof(f: &dyn for<'a> Fn(&'a str, &'a [u8]) -> &'a str) -> usize { f("a", b"b").len() }
#[inline(never)] pub fn fptr(f: unsafe extern "C" fn(i32, *const u8, ...) -> i32) -> usize { f as usize }
#[inline(never)] pub fn fptr2(f: extern "system" fn(&mut i64) -> !) -> usize { f as usize }
#[inline(never)] pub fn fptr3(f: for<'a, 'b> fn(&'a u8, &'b mut u16) -> &'a u8) -> usize { f as usize }
#[inline(never)] pub fn generic<T: Debug, U: Clone>(t: T, u: U) -> (T, U, U) { (t, u.clone(), u) }
#[inline(never)] pub fn consts<const B: bool, const C: char, const I: i64, const U: u128, const S: i8>() -> i64 { I + B as i64 + C as i64 + U as i64 + S as i64 }
#[inline(never)] pub fn tuples(a: (), b: (u8,), c: (i16, u16, i32, u32, i64, u64, i128, u128, isize, usize, f32, f64, bool, char)) -> usize { std::mem::size_of_val(&(a, b, c)) }
#[inline(never)] pub fn slices(a: &[u8], b: &mut [i32], c: &str, d: *const [u8; 4], e: *mut [[u8; 2]; 3]) -> usize { a.len() + b.len() + c.len() + d as usize + e as usize }
#[inline(never)] pub fn never() -> ! { loop {} }

pub fn instantiate() -> usize {
    let w: Wrapper<u8, 4> = Wrapper::new();
    let w2: Wrapper<i64, 0> = Wrapper::new();
    let w3: Wrapper<(char, bool), 17> = Wrapper::new();
    let _ = (w.first(), w2.first(), w3.first());
    let closure = |x: u32| x * 2;
    let nested = move |y: u64| { let inner = |z: u64| z + y; inner(y) };
    let mut m: HashMap<String, Vec<Option<Box<dyn Shape + Send + Sync>>>> = HashMap::new();
    m.insert("a".into(), vec![Some(Box::new(Circle(1.0))), Some(Box::new(Square(2.0)))]);
    let v: Vec<(i8, &str)> = vec![(1, "a"), (-1, "b")];
    let s: String = v.iter().map(|(a, b)| format!("{a}{b}")).collect();
    let total = total(&[Box::new(Circle(2.0)), Box::new(Square(3.0))]);
    let n = with_iter(Box::new(s.as_bytes().iter()));
    let g = generic(1u8, String::new()).0 as usize + generic(Some(1.5f32), vec![1i128]).1.len();
    let c = consts::<true, 'x', -5, 340282366920938463463374607431768211455, -128>()
        + consts::<false, '\n', 9223372036854775807, 0, 127>()
        + consts::<false, '\'', 0, 1, 0>()
        + consts::<true, 'ß', -9223372036854775808, 18446744073709551616, 1>()
        + consts::<true, '😀', 1, 2, 3>()
        + consts::<true, '\\', 1, 2, 3>()
        + consts::<true, '"', 1, 2, 3>()
        + consts::<true, '\u{7f}', 1, 2, 3>()
        + consts::<true, '\0', 1, 2, 3>()
        + consts::<true, '\t', 1, 2, 3>()
        + consts::<true, '\r', 1, 2, 3>();
    let h = hof(&|a, _b| a);
    let p = café::grüße(3) as usize + café::Größe(5u8).取得() as usize + café::日本語の関数().len() + café::ünïcödé_ñame::<7>();
    let mut sorted = vec![3, 1, 2];
    sorted.sort_by_key(|k| std::cmp::Reverse(*k));
    let it: Vec<String> = (0..3).filter(|x| x % 2 == 0).map(|x| x.to_string()).collect();
    let tl = tuples((), (1,), (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1.0, 2.0, true, 'c'));
    let mut arr = [1i32, 2];
    let sl = slices(&[1], &mut arr, "x", std::ptr::null(), std::ptr::null_mut());
    closure(3) as usize + nested(4) as usize + m.len() + s.len() + total as usize + n + g + c as usize + h + p + sorted[0] + it.len() + tl + sl
        + async_thing() + traits()
}

pub fn async_thing() -> usize {
    async fn inner(x: u32) -> u32 { x }
    let f = async { inner(1).await };
    std::mem::size_of_val(&f)
}

pub trait Assoc { type Out; const K: usize; fn make() -> Self::Out; }
impl Assoc for u8 { type Out = Vec<u8>; const K: usize = 1; fn make() -> Vec<u8> { vec![] } }
impl<T: Assoc> Assoc for Option<T> { type Out = Option<T::Out>; const K: usize = T::K + 1; fn make() -> Self::Out { Some(T::make()) } }
impl<'a, T: ?Sized + Debug> Assoc for &'a T { type Out = (); const K: usize = 0; fn make() {} }
#[inline(never)] pub fn call_make<T: Assoc>() -> usize { let _ = T::make(); T::K }
pub fn traits() -> usize {
    call_make::<u8>() + call_make::<Option<Option<u8>>>() + call_make::<&'static str>() + call_make::<&'static [u8]>()
        + call_make::<&'static dyn Debug>()
        + { let v: Vec<fn(u8) -> u8> = vec![|x| x]; v.len() }
        + { let d: Box<dyn Fn(&mut Vec<u8>) -> Option<&u8>> = Box::new(|v| v.first()); std::mem::size_of_val(&d) }
        + { let r: &dyn Iterator<Item = (u8, char)> = &std::iter::empty(); r.size_hint().0 }
}
