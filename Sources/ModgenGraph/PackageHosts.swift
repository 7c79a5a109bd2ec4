/// Per node of the table, the index of the module whose package holds it (`package: Host`,
/// `PackageHostCheck.resolve`); nil for a module with a package of its own. When no module
/// names a host (nearly every spec), there is no list at all: a list of nils, one per node,
/// took 1.1 MB of fresh pages of the 7 MB bench spec's load, on the one thread the user waits
/// for.
struct PackageHosts: Sendable {
    private var hosts: [Int?]

    /// No module has a host.
    static let none = PackageHosts(hosts: [])

    /// A list for `count` nodes, each with no host yet.
    init(count: Int) {
        hosts = Array(repeating: nil, count: count)
    }

    private init(hosts: [Int?]) {
        self.hosts = hosts
    }

    /// Whether some module has a host.
    var hasAny: Bool { hosts.contains { $0 != nil } }

    /// Whether a list was made (for tests).
    var holdsAList: Bool { !hosts.isEmpty }

    subscript(index: Int) -> Int? {
        get { hosts.isEmpty ? nil : hosts[index] }
        set { hosts[index] = newValue }
    }
}
