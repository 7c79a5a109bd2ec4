#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The names in the folder at `path`, without `.` and `..`.
    func names(in path: String) throws(SystemError) -> [String] {
        if let code = fault?(.read, path) { throw SystemError(code: code, operation: .read, path: path) }
        guard let folder = opendir(path) else { throw SystemError(code: errno, operation: .read, path: path) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
