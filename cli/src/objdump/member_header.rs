//! `-a`: an archive member's header as llvm-objdump 19 prints it after the member's file
//! line (`rw-r--r-- 0/0   2784 Thu Jan  1 00:00:00 1970 saxpy.gfx900.o`), read from the
//! 60-byte `ar` header as LLVM's `object::Archive` reads it.

/// Why a member's header line is not printed.
#[derive(Debug, PartialEq, Eq)]
pub enum Unprintable {
    /// The mode is not octal: llvm-objdump says "ill-formed archive entry." and goes on
    /// with the member (the exit status unchanged).
    IllFormedMode,
    /// The owner, group or size is not decimal: an error for the archive, after the part
    /// of the line llvm-objdump prints before it stops there (the mode).
    Malformed { printed: Vec<u8>, message: String },
}

/// The line llvm-objdump prints for the member whose header is `header` (at `offset` in the
/// archive) and whose name is `name`: the mode as `rwxrwxrwx`, `UID/GID`, the size field
/// (`%6d`), the modification time as `ctime` prints it in the local time zone, the name.
pub fn line(header: &[u8], offset: usize, name: &[u8]) -> Result<Vec<u8>, Unprintable> {
    let field = |range: std::ops::Range<usize>| trim_spaces(header.get(range).unwrap_or_default());
    let mode = unsigned(field(40..48), 8).ok_or(Unprintable::IllFormedMode)?;
    let mut text = Vec::with_capacity(64 + name.len());
    const PERMISSIONS: [u8; 9] = *b"rwxrwxrwx";
    for (bit, letter) in PERMISSIONS.iter().enumerate() {
        let set = mode & (0o400 >> bit) != 0;
        text.push(if set { *letter } else { b'-' });
    }
    text.push(b' ');
    let malformed = |what: &str, raw: &[u8]| Unprintable::Malformed {
        printed: text.clone(),
        message: format!(
            "truncated or malformed archive (characters in {what} field in archive member \
             header are not all decimal numbers: '{}' for the archive member header at offset \
             {offset})",
            String::from_utf8_lossy(raw)
        ),
    };
    // An empty owner or group is 0 (COFF archives leave them blank).
    let id = |what: &str, raw: &[u8]| match raw.is_empty() {
        true => Ok(0),
        false => unsigned(raw, 10).ok_or_else(|| malformed(what, raw)),
    };
    let uid = id("UID", field(28..34))?;
    let gid = id("GID", field(34..40))?;
    let size_field = field(48..58);
    let size = unsigned(size_field, 10).ok_or_else(|| malformed("size", size_field))?;
    text.extend_from_slice(format!("{uid}/{gid} {:6} ", size as i64).as_bytes());
    let date = field(16..28);
    // `unsigned` seconds: a value past 32 bits is not a date to LLVM either.
    match unsigned(date, 10).and_then(|s| u32::try_from(s).ok()) {
        Some(seconds) => {
            text.extend_from_slice(ctime(seconds.into()).as_bytes());
            text.push(b' ');
        }
        None => {
            text.extend_from_slice(b"(date: \"");
            text.extend_from_slice(date);
            text.extend_from_slice(b"\" contains non-decimal chars) ");
        }
    }
    text.extend_from_slice(name);
    text.push(b'\n');
    Ok(text)
}

fn trim_spaces(mut field: &[u8]) -> &[u8] {
    while let [rest @ .., b' '] = field {
        field = rest;
    }
    field
}

/// `field` as an unsigned number in `radix`, as LLVM's `StringRef::getAsInteger` reads one
/// with that radix: digits only (no sign, no prefix, not empty), within 64 bits.
fn unsigned(field: &[u8], radix: u32) -> Option<u64> {
    if field.is_empty() {
        return None;
    }
    field.iter().try_fold(0u64, |value, &b| {
        let digit = (b as char).to_digit(radix)?;
        value.checked_mul(radix.into())?.checked_add(digit.into())
    })
}

/// The 24 characters of `ctime(3)` for `seconds` since 1970 in the local time zone
/// (`Thu Jan  1 00:00:00 1970`), as llvm-objdump prints a member's date.
fn ctime(seconds: i64) -> String {
    format_ctime(local_time(seconds))
}

/// `ctime(3)`'s text of a broken-down time (see [`local_time`]).
fn format_ctime(
    (year, month, day, weekday, hour, minute, second): (i64, i32, i32, i32, i32, i32, i32),
) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{} {} {day:2} {hour:02}:{minute:02}:{second:02} {year}",
        DAYS[weekday as usize % 7],
        MONTHS[month as usize % 12]
    )
}

/// (year, month 0–11, day, weekday 0–6 from Sunday, hour, minute, second) of `seconds` in
/// the local time zone, as the C library's `localtime_r` gives them.
#[cfg(unix)]
fn local_time(seconds: i64) -> (i64, i32, i32, i32, i32, i32, i32) {
    let time: libc::time_t = seconds as libc::time_t;
    // SAFETY: `localtime_r` only writes the `tm` it is given, which is a valid, owned value
    // (all-zero is a valid `tm`), and reads `time`, which lives through the call.
    #[allow(unsafe_code)]
    let local = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        (!libc::localtime_r(&time, &mut tm).is_null()).then_some(tm)
    };
    match local {
        Some(tm) => (
            i64::from(tm.tm_year) + 1900,
            tm.tm_mon,
            tm.tm_mday,
            tm.tm_wday,
            tm.tm_hour,
            tm.tm_min,
            tm.tm_sec,
        ),
        None => utc(seconds),
    }
}

#[cfg(not(unix))]
fn local_time(seconds: i64) -> (i64, i32, i32, i32, i32, i32, i32) {
    utc(seconds)
}

/// The civil date and time of `seconds` since 1970 in UTC.
fn utc(seconds: i64) -> (i64, i32, i32, i32, i32, i32, i32) {
    let days = seconds.div_euclid(86_400);
    let in_day = seconds.rem_euclid(86_400) as i32;
    // 1970-01-01 was a Thursday.
    let weekday = (days + 4).rem_euclid(7) as i32;
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as i32;
    let month = if mp < 10 { mp + 2 } else { mp - 10 } as i32;
    let year = yoe + era * 400 + i64::from(month <= 1);
    (
        year,
        month,
        day,
        weekday,
        in_day / 3600,
        in_day / 60 % 60,
        in_day % 60,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(date: &str, uid: &str, gid: &str, mode: &str, size: &str) -> Vec<u8> {
        let mut h = format!(
            "{:<16}{date:<12}{uid:<6}{gid:<6}{mode:<8}{size:<10}`\n",
            "a.o/"
        );
        h.truncate(60);
        h.into_bytes()
    }

    #[test]
    fn utc_dates_are_civil_dates() {
        assert_eq!(utc(0), (1970, 0, 1, 4, 0, 0, 0));
        // 2000-02-29 12:34:56, a Tuesday.
        assert_eq!(utc(951_827_696), (2000, 1, 29, 2, 12, 34, 56));
        // The last second an `unsigned` holds: 2106-02-07 06:28:15, a Sunday.
        assert_eq!(utc(4_294_967_295), (2106, 1, 7, 0, 6, 28, 15));
    }

    #[test]
    fn fields_print_as_llvm_objdump_prints_them() {
        let h = header("0", "0", "0", "644", "2784");
        let line = line(&h, 8, b"saxpy.o").unwrap();
        let line = String::from_utf8(line).unwrap();
        // The date is local time: the zone is the machine's.
        assert_eq!(line, format!("rw-r--r-- 0/0   2784 {} saxpy.o\n", ctime(0)));
        assert_eq!(format_ctime(utc(0)), "Thu Jan  1 00:00:00 1970");
        assert_eq!(format_ctime(utc(951_827_696)), "Tue Feb 29 12:34:56 2000");
        // A blank owner is 0; the mode's bits above the permissions are not shown.
        let h = header("x1", "", "65535", "107777", "1");
        let line = String::from_utf8(super::line(&h, 8, b"b").unwrap()).unwrap();
        assert_eq!(
            line,
            "rwxrwxrwx 0/65535      1 (date: \"x1\" contains non-decimal chars) b\n"
        );
    }

    #[test]
    fn bad_fields_are_reported_as_llvm_reports_them() {
        let h = header("0", "0", "0", "9", "1");
        assert_eq!(line(&h, 8, b"a"), Err(Unprintable::IllFormedMode));
        let h = header("0", "1a", "0", "644", "1");
        let Err(Unprintable::Malformed { printed, message }) = line(&h, 68, b"a") else {
            panic!("a UID that is not decimal")
        };
        assert_eq!(printed, b"rw-r--r-- ");
        assert_eq!(
            message,
            "truncated or malformed archive (characters in UID field in archive member header \
             are not all decimal numbers: '1a' for the archive member header at offset 68)"
        );
    }
}
