import Foundation

/// The file names marks refer to, each stored once and known by its number. A process
/// reads a handful of spec files, so the table only grows by a few names.
///
/// Names are kept apart by their bytes, so a mark gives its name back exactly as it was
/// given; names equal under Swift's `==` (canonically equivalent spellings) share an
/// `equivalence`, which is what marks compare and hash.
final class FileNames: @unchecked Sendable {
    struct Number: Sendable {
        /// The name's own number.
        var id: UInt32
        /// The number of the first name `==` to it.
        var equivalence: UInt32
    }

    static let shared = FileNames()

    private let lock = NSLock()
    private var names: [String] = []
    /// Per name under `==`: the numbers of its spellings, the first one the equivalence.
    private var spellings: [String: [UInt32]] = [:]

    func number(of name: String) -> Number {
        lock.withLock {
            let known = spellings[name] ?? []
            let equivalence = known.first ?? UInt32(names.count)
            if let id = known.first(where: { names[Int($0)].utf8.elementsEqual(name.utf8) }) {
                return Number(id: id, equivalence: equivalence)
            }
            let id = UInt32(names.count)
            names.append(name)
            spellings[name, default: []].append(id)
            return Number(id: id, equivalence: equivalence)
        }
    }

    func name(of number: Number) -> String {
        lock.withLock { names[Int(number.id)] }
    }
}
