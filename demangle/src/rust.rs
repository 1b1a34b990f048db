//! Rust v0 symbol names (`_R…`, RFC 2603), demangled exactly as LLVM 19's
//! `rustDemangle` does: same text, same rejections, same recursion limit.
//!
//! LLVM demangles in one pass, printing as it parses, and so does this: a
//! backreference (`B<base-62-number>`) may point at any earlier byte, even into
//! the middle of a production, and is re-parsed from there, so there is no
//! tree that could be built once and printed later.

mod cursor;
mod punycode;

use alloc::vec::Vec;

use cursor::{Cursor, HexNumber, Identifier};

/// LLVM's `MaxRecursionLevel`: nested paths, types and consts (backreferences
/// included) deeper than this make the name invalid.
const MAX_DEPTH: usize = 500;
/// Output beyond this is refused: backreferences can make it exponential in
/// the input length. Real names are far below it.
const MAX_OUTPUT: usize = crate::print::MAX_OUTPUT;
/// Productions entered, bounding the work of inputs that recurse through
/// backreferences without printing much.
const MAX_STEPS: u64 = 4_000_000;

/// Why demangling stopped: the input is not a name LLVM demangles, or a limit
/// of this crate was hit. Either ends the whole demangling (LLVM's error flag
/// is sticky too), so state such as `depth` is restored on success paths only.
pub(super) struct Reject;

type Result<T> = core::result::Result<T, Reject>;

/// Demangles `mangled` (starting with `_R`): the text LLVM prints, or `None`
/// where it returns no result.
pub(crate) fn demangle(mangled: &[u8]) -> Option<Vec<u8>> {
    let after_prefix = mangled.strip_prefix(b"_R")?;
    // A vendor suffix starts at the first `.` and is printed as ` (.suffix)`.
    let (input, suffix) = match after_prefix.iter().position(|&c| c == b'.') {
        Some(dot) => (&after_prefix[..dot], Some(&after_prefix[dot..])),
        None => (after_prefix, None),
    };
    let mut demangler = Demangler {
        cursor: Cursor::new(input),
        out: Vec::new(),
        printing: true,
        depth: 0,
        steps: 0,
        bound_lifetimes: 0,
    };
    demangler.symbol(suffix).ok()?;
    Some(demangler.out)
}

struct Demangler<'a> {
    cursor: Cursor<'a>,
    out: Vec<u8>,
    /// False while parsing parts LLVM does not print (impl paths and the
    /// instantiating crate); backreferences are then not followed at all.
    printing: bool,
    depth: usize,
    steps: u64,
    /// Lifetimes bound by the enclosing `for<…>` binders.
    bound_lifetimes: u64,
}

impl Demangler<'_> {
    /// `<symbol-name> = "_R" <path> [<instantiating-crate>]`, `_R` removed.
    fn symbol(&mut self, suffix: Option<&[u8]>) -> Result<()> {
        self.path(false, false)?;
        if !self.cursor.at_end() {
            // The instantiating crate: parsed, not printed.
            self.printing = false;
            self.path(false, false)?;
            self.printing = true;
        }
        if !self.cursor.at_end() {
            return Err(Reject);
        }
        if let Some(suffix) = suffix {
            self.print(b" (")?;
            self.print(suffix)?;
            self.print(b")")?;
        }
        Ok(())
    }

    // ----- paths ---------------------------------------------------------------------

    /// `<path>`. `in_type` drops the `::` before generic arguments (`Vec<T>`,
    /// not `Vec::<T>`). With `leave_open`, a trailing generic-argument list is
    /// left without its `>` so that a `dyn` trait's associated-type bindings
    /// can join it; the result says whether that happened.
    fn path(&mut self, in_type: bool, leave_open: bool) -> Result<bool> {
        self.enter()?;
        // Each production has its own function: this one is on the stack once
        // per nesting level, so it stays small.
        let left_open = match self.cursor.next()? {
            b'C' => {
                self.crate_root()?;
                false
            }
            b'M' => {
                self.inherent_impl(in_type)?;
                false
            }
            b'X' => {
                self.impl_path(in_type)?;
                self.qualified_trait()?;
                false
            }
            b'Y' => {
                self.qualified_trait()?;
                false
            }
            b'N' => {
                self.nested_path(in_type)?;
                false
            }
            b'I' => self.generic_path(in_type, leave_open)?,
            b'B' => self
                .backref(|this| this.path(in_type, leave_open))?
                .unwrap_or(false),
            _ => return Err(Reject),
        };
        self.leave();
        Ok(left_open)
    }

    /// `"C" [<disambiguator>] <identifier>`, the `C` read.
    fn crate_root(&mut self) -> Result<()> {
        self.cursor.optional_base62(b's')?;
        let crate_name = self.cursor.identifier()?;
        self.print_identifier(crate_name)
    }

    /// `"M" <impl-path> <type>`: `<Type>`.
    fn inherent_impl(&mut self, in_type: bool) -> Result<()> {
        self.impl_path(in_type)?;
        self.print(b"<")?;
        self.type_()?;
        self.print(b">")
    }

    /// `"I" <path> {<generic-arg>} "E"`: `path::<A, B>` (in a type, `path<A, B>`).
    fn generic_path(&mut self, in_type: bool, leave_open: bool) -> Result<bool> {
        self.path(in_type, false)?;
        if !in_type {
            self.print(b"::")?;
        }
        self.print(b"<")?;
        self.list(b", ", Self::generic_arg)?;
        if !leave_open {
            self.print(b">")?;
        }
        Ok(leave_open)
    }

    /// `<type> <path>` of a trait impl or definition: `<Type as Trait>`.
    fn qualified_trait(&mut self) -> Result<()> {
        self.print(b"<")?;
        self.type_()?;
        self.print(b" as ")?;
        self.path(true, false)?;
        self.print(b">")
    }

    /// `"N" <namespace> <path> [<disambiguator>] <undisambiguated-identifier>`:
    /// upper-case namespaces are special (`{closure#0}`, `{shim:vtable#0}`),
    /// lower-case ones are plain `::name` (nothing when the name is empty).
    fn nested_path(&mut self, in_type: bool) -> Result<()> {
        let namespace = self.cursor.next()?;
        if !namespace.is_ascii_alphabetic() {
            return Err(Reject);
        }
        self.path(in_type, false)?;
        let disambiguator = self.cursor.optional_base62(b's')?;
        let name = self.cursor.identifier()?;
        if namespace.is_ascii_uppercase() {
            self.print(b"::{")?;
            self.print(match namespace {
                b'C' => &b"closure"[..],
                b'S' => &b"shim"[..],
                _ => core::slice::from_ref(&namespace),
            })?;
            if !name.name.is_empty() {
                self.print(b":")?;
                self.print_identifier(name)?;
            }
            self.print(b"#")?;
            self.print_decimal(disambiguator)?;
            self.print(b"}")
        } else if name.name.is_empty() {
            Ok(())
        } else {
            self.print(b"::")?;
            self.print_identifier(name)
        }
    }

    /// `<impl-path> = [<disambiguator>] <path>`, which LLVM parses but does
    /// not print.
    fn impl_path(&mut self, in_type: bool) -> Result<()> {
        let printing = core::mem::replace(&mut self.printing, false);
        self.cursor.optional_base62(b's')?;
        self.path(in_type, false)?;
        self.printing = printing;
        Ok(())
    }

    /// `<generic-arg> = "L" <lifetime> | "K" <const> | <type>`.
    fn generic_arg(&mut self) -> Result<()> {
        if self.cursor.eat(b'L') {
            let lifetime = self.cursor.base62()?;
            self.print_lifetime(lifetime)
        } else if self.cursor.eat(b'K') {
            self.constant()
        } else {
            self.type_()
        }
    }

    /// `B <base-62-number>`: runs `parse` at that earlier position of the input,
    /// then continues after the reference. Not followed while not printing
    /// (LLVM does not), which gives `None`.
    fn backref<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T>) -> Result<Option<T>> {
        let target = self.cursor.base62()?;
        let target = usize::try_from(target)
            .ok()
            .filter(|&target| target < self.cursor.pos)
            .ok_or(Reject)?;
        if !self.printing {
            return Ok(None);
        }
        let resume = core::mem::replace(&mut self.cursor.pos, target);
        let result = parse(self)?;
        self.cursor.pos = resume;
        Ok(Some(result))
    }

    /// `{<item>} "E"`, printing `separator` between items.
    fn list(
        &mut self,
        separator: &[u8],
        mut item: impl FnMut(&mut Self) -> Result<()>,
    ) -> Result<usize> {
        let mut count = 0;
        while !self.cursor.eat(b'E') {
            if count > 0 {
                self.print(separator)?;
            }
            item(self)?;
            count += 1;
        }
        Ok(count)
    }

    // ----- types ---------------------------------------------------------------------

    /// `<type>`: a basic type, a path, or one of the constructors below.
    fn type_(&mut self) -> Result<()> {
        self.enter()?;
        let start = self.cursor.pos;
        let tag = self.cursor.next()?;
        if let Some(name) = basic_type(tag) {
            self.print(name.as_bytes())?;
        } else {
            match tag {
                b'A' => self.array()?,
                b'S' => self.enclosed(b"[", b"]")?,
                b'T' => self.tuple()?,
                b'R' => self.reference(b"")?,
                b'Q' => self.reference(b"mut ")?,
                b'P' => self.enclosed(b"*const ", b"")?,
                b'O' => self.enclosed(b"*mut ", b"")?,
                b'F' => self.fn_sig()?,
                b'D' => self.dyn_type()?,
                b'B' => {
                    self.backref(Self::type_)?;
                }
                _ => {
                    self.cursor.pos = start;
                    self.path(true, false)?;
                }
            }
        }
        self.leave();
        Ok(())
    }

    /// A type between `before` and `after`: slices and raw pointers.
    fn enclosed(&mut self, before: &[u8], after: &[u8]) -> Result<()> {
        self.print(before)?;
        self.type_()?;
        self.print(after)
    }

    /// `"A" <type> <const>`: `[T; N]`.
    fn array(&mut self) -> Result<()> {
        self.print(b"[")?;
        self.type_()?;
        self.print(b"; ")?;
        self.constant()?;
        self.print(b"]")
    }

    /// `"T" {<type>} "E"`, with a 1-tuple as `(T,)`.
    fn tuple(&mut self) -> Result<()> {
        self.print(b"(")?;
        if self.list(b", ", Self::type_)? == 1 {
            self.print(b",")?;
        }
        self.print(b")")
    }

    /// `"R" | "Q"` then `[<lifetime>] <type>`: `&'a T`, `&mut T`.
    fn reference(&mut self, mutability: &[u8]) -> Result<()> {
        self.print(b"&")?;
        if self.cursor.eat(b'L') {
            // An erased lifetime (`L_`) is not printed here.
            let lifetime = self.cursor.base62()?;
            if lifetime != 0 {
                self.print_lifetime(lifetime)?;
                self.print(b" ")?;
            }
        }
        self.print(mutability)?;
        self.type_()
    }

    /// `"D" <dyn-bounds> <lifetime>`: `dyn Trait + Send + 'a`.
    fn dyn_type(&mut self) -> Result<()> {
        self.dyn_bounds()?;
        if !self.cursor.eat(b'L') {
            return Err(Reject);
        }
        let lifetime = self.cursor.base62()?;
        if lifetime != 0 {
            self.print(b" + ")?;
            self.print_lifetime(lifetime)?;
        }
        Ok(())
    }

    /// `<fn-sig> = [<binder>] ["U"] ["K" <abi>] {<type>} "E" <type>`.
    fn fn_sig(&mut self) -> Result<()> {
        let outer_bound = self.bound_lifetimes;
        self.optional_binder()?;
        if self.cursor.eat(b'U') {
            self.print(b"unsafe ")?;
        }
        if self.cursor.eat(b'K') {
            self.print(b"extern \"")?;
            if self.cursor.eat(b'C') {
                self.print(b"C")?;
            } else {
                let abi = self.cursor.identifier()?;
                if abi.punycode {
                    return Err(Reject);
                }
                // Mangling spells the ABI's `-` as `_` (`system_unwind`).
                for &c in abi.name {
                    self.print(&[if c == b'_' { b'-' } else { c }])?;
                }
            }
            self.print(b"\" ")?;
        }
        self.print(b"fn(")?;
        self.list(b", ", Self::type_)?;
        self.print(b")")?;
        // A unit return type is left out.
        if !self.cursor.eat(b'u') {
            self.print(b" -> ")?;
            self.type_()?;
        }
        self.bound_lifetimes = outer_bound;
        Ok(())
    }

    /// `<dyn-bounds> = [<binder>] {<dyn-trait>} "E"`.
    fn dyn_bounds(&mut self) -> Result<()> {
        let outer_bound = self.bound_lifetimes;
        self.print(b"dyn ")?;
        self.optional_binder()?;
        self.list(b" + ", Self::dyn_trait)?;
        self.bound_lifetimes = outer_bound;
        Ok(())
    }

    /// `<dyn-trait> = <path> {"p" <undisambiguated-identifier> <type>}`:
    /// `Trait<Item = T>`, the bindings sharing the path's generic arguments.
    fn dyn_trait(&mut self) -> Result<()> {
        let mut open = self.path(true, true)?;
        while self.cursor.eat(b'p') {
            self.print(if open { b", " } else { b"<" })?;
            open = true;
            // Printed as mangled: LLVM does not decode a punycode name here.
            let name = self.cursor.identifier()?;
            self.print(name.name)?;
            self.print(b" = ")?;
            self.type_()?;
        }
        if open {
            self.print(b">")?;
        }
        Ok(())
    }

    /// `[<binder>]`, `G <base-62-number>`: binds that many more lifetimes,
    /// printed as `for<'a, 'b> `.
    fn optional_binder(&mut self) -> Result<()> {
        let count = self.cursor.optional_base62(b'G')?;
        if count == 0 {
            return Ok(());
        }
        // Each bound lifetime takes at least a byte to use; LLVM rejects
        // binders too large for that, which also bounds the output.
        let unbound = (self.cursor.len() as u64).saturating_sub(self.bound_lifetimes);
        if count >= unbound {
            return Err(Reject);
        }
        self.print(b"for<")?;
        for i in 0..count {
            self.bound_lifetimes += 1;
            if i > 0 {
                self.print(b", ")?;
            }
            self.print_lifetime(1)?;
        }
        self.print(b"> ")
    }

    // ----- consts --------------------------------------------------------------------

    /// `<const> = <basic-type> <const-data> | "p" | <backref>`.
    fn constant(&mut self) -> Result<()> {
        self.enter()?;
        match self.cursor.next()? {
            b'a' | b's' | b'l' | b'x' | b'n' | b'i' | b'h' | b't' | b'm' | b'y' | b'o' | b'j' => {
                self.const_int()?
            }
            b'b' => self.const_bool()?,
            b'c' => self.const_char()?,
            b'p' => self.print(b"_")?,
            b'B' => {
                self.backref(Self::constant)?;
            }
            _ => return Err(Reject),
        }
        self.leave();
        Ok(())
    }

    /// `["n"] <hex-number>`, in decimal up to 16 hex digits, else in hex as
    /// written. LLVM takes the `n` (minus) for unsigned types too.
    fn const_int(&mut self) -> Result<()> {
        if self.cursor.eat(b'n') {
            self.print(b"-")?;
        }
        let HexNumber { value, digits } = self.cursor.hex()?;
        if digits.len() <= 16 {
            self.print_decimal(value)
        } else {
            self.print(b"0x")?;
            self.print(digits)
        }
    }

    fn const_bool(&mut self) -> Result<()> {
        match self.cursor.hex()?.digits {
            b"0" => self.print(b"false"),
            b"1" => self.print(b"true"),
            _ => Err(Reject),
        }
    }

    /// A `char` in single quotes, escaped as LLVM does. The value is not checked
    /// to be a Unicode scalar value: anything up to six hex digits is accepted.
    fn const_char(&mut self) -> Result<()> {
        let HexNumber { value, digits } = self.cursor.hex()?;
        if digits.len() > 6 {
            return Err(Reject);
        }
        self.print(b"'")?;
        match value {
            0x09 => self.print(b"\\t")?,
            0x0d => self.print(b"\\r")?,
            0x0a => self.print(b"\\n")?,
            0x5c => self.print(b"\\\\")?,
            0x27 => self.print(b"\\'")?,
            0x20..=0x7e => self.print(&[value as u8])?,
            _ => {
                self.print(b"\\u{")?;
                self.print(digits)?;
                self.print(b"}")?;
            }
        }
        self.print(b"'")
    }

    // ----- output and limits ---------------------------------------------------------

    fn print(&mut self, text: &[u8]) -> Result<()> {
        if !self.printing {
            return Ok(());
        }
        if self.out.len() + text.len() > MAX_OUTPUT {
            return Err(Reject);
        }
        self.out.extend_from_slice(text);
        Ok(())
    }

    fn print_decimal(&mut self, value: u64) -> Result<()> {
        self.print(crate::decimal(value, &mut [0; 20]))
    }

    fn print_identifier(&mut self, identifier: Identifier<'_>) -> Result<()> {
        if !self.printing {
            return Ok(());
        }
        if !identifier.punycode {
            return self.print(identifier.name);
        }
        self.spend(identifier.name.len() as u64)?;
        let decoded = punycode::decode(identifier.name).ok_or(Reject)?;
        self.print(&decoded)
    }

    /// A lifetime: 0 is the erased `'_`; others are De Bruijn indices into the
    /// bound lifetimes, named `'a` to `'z`, then `'z1`, `'z2`, ...
    fn print_lifetime(&mut self, index: u64) -> Result<()> {
        if index == 0 {
            return self.print(b"'_");
        }
        if index > self.bound_lifetimes {
            return Err(Reject);
        }
        let depth = self.bound_lifetimes - index;
        self.print(b"'")?;
        if depth < 26 {
            self.print(&[b'a' + depth as u8])
        } else {
            self.print(b"z")?;
            self.print_decimal(depth - 25)
        }
    }

    fn spend(&mut self, steps: u64) -> Result<()> {
        self.steps += steps;
        if self.steps > MAX_STEPS {
            return Err(Reject);
        }
        Ok(())
    }

    /// Enters a path, type or const, the productions LLVM counts towards its
    /// recursion limit.
    fn enter(&mut self) -> Result<()> {
        if self.depth >= MAX_DEPTH {
            return Err(Reject);
        }
        self.spend(1)?;
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }
}

/// `<basic-type>`; `p` is the placeholder `_`.
fn basic_type(tag: u8) -> Option<&'static str> {
    Some(match tag {
        b'a' => "i8",
        b'b' => "bool",
        b'c' => "char",
        b'd' => "f64",
        b'e' => "str",
        b'f' => "f32",
        b'h' => "u8",
        b'i' => "isize",
        b'j' => "usize",
        b'l' => "i32",
        b'm' => "u32",
        b'n' => "i128",
        b'o' => "u128",
        b'p' => "_",
        b's' => "i16",
        b't' => "u16",
        b'u' => "()",
        b'v' => "...",
        b'x' => "i64",
        b'y' => "u64",
        b'z' => "!",
        _ => return None,
    })
}
