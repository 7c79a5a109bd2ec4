import Foundation

/// The file names marks refer to, each stored once and known by its number. A process
/// reads a handful of spec files, so the table only grows by a few names.
///
/// Names are kept apart by their bytes, so a mark gives its name back exactly as it was
/// given; names equal under Swift's `==` (canonically equivalent spellings) share an
/// `equivalence`, which is what marks of two numbers compare.
final class FileNames: @unchecked Sendable {
    /// A name's own number. Which names are `==` to it is asked of the table (`equivalence`):
    /// a mark holds only this, so that it takes 12 bytes, not 16.
    struct Number: Sendable, Equatable {
        var id: UInt32
    }

    static let shared = FileNames()

    private let lock = NSLock()
    private var names: [String] = []
    /// Per name's number: the number of the first name `==` to it.
    private var equivalences: [UInt32] = []
    /// Per name under `==`: the numbers of its spellings, the first one the equivalence.
    private var spellings: [String: [UInt32]] = [:]

    func number(of name: String) -> Number {
        lock.withLock {
            let known = spellings[name] ?? []
            if let id = known.first(where: { names[Int($0)].utf8.elementsEqual(name.utf8) }) {
                return Number(id: id)
            }
            let id = UInt32(names.count)
            names.append(name)
            equivalences.append(known.first ?? id)
            spellings[name, default: []].append(id)
            return Number(id: id)
        }
    }

    /// The number of the first name `==` to the one numbered `number`: names `==` to each
    /// other share it.
    func equivalence(of number: Number) -> UInt32 {
        lock.withLock { equivalences[Int(number.id)] }
    }

    func name(of number: Number) -> String {
        lock.withLock { names[Int(number.id)] }
    }
}
