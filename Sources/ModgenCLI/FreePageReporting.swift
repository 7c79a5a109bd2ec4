#if canImport(Glibc)
import Glibc
#endif
import YAMLTree

/// Whether this machine gives the memory its programs free back to its host: a virtual
/// machine whose virtio balloon reports free pages (`VIRTIO_BALLOON_F_REPORTING`, feature bit
/// 5), as the Firecracker machines `make bench` runs on do. The guest reports free blocks of
/// 2 MB and more a couple of seconds after they are freed, and the host drops them; a program
/// that then faults in huge pages draws exactly those blocks, and the host backs each again.
///
/// Measured there (`validate` of the bench's 7 MB spec, medians): with glibc's huge pages
/// (`HugePageRelaunch`) 271 ms when run 2.5 s after the last run and 229 ms right after a
/// Yams run, against 165 and 158 ms with 4 KB pages and the heap padded (the tunables set by
/// hand); this build against the one before, 280.5 -> 183.6 and 264.6 -> 170.6 ms; back to
/// back, when the last run's freed blocks were not yet reported, 134.6 -> 173.4 ms. A C program
/// that touches 160 MB: 7 ms in huge pages just after one like it, 250-370 ms once its blocks
/// were reported; 55-60 ms in 4 KB pages either way. Users run modgen after a pause (they
/// edited the spec), so such a machine gets no huge pages.
enum FreePageReporting {
    static let balloonDriver = "/sys/bus/virtio/drivers/virtio_balloon"
    /// The feature bit, counted from the left of a device's `features` string as the kernel
    /// prints it (one character per bit, bit 0 first).
    static let reportingBit = 5

    /// True when a device bound to the balloon driver at `driver` offers free page reporting.
    static func isActive(driver: String = balloonDriver) -> Bool {
        #if os(Linux)
        guard let folder = opendir(driver) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("virtio"),
                  case .success(let features) = SourceFile.bytes(at: driver + "/" + name + "/features", maxBytes: 64 << 10)
            else { continue }
            if features.count > reportingBit, features[reportingBit] == UInt8(ascii: "1") { return true }
        }
        return false
        #else
        return false
        #endif
    }
}
