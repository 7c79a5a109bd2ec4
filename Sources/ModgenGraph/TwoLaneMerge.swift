/// The table's two sorted runs of nodes (the declared modules', then the generated ones', as
/// `NodeRegions` leaves them) merged into one list sorted by name, with the list of their
/// names, on two lanes for a large spec. Which nodes make the first half of the merged order
/// is found first (a binary search over the runs' names, nothing moved): so many of the
/// declared run's first nodes and the rest of the half from the generated run. Then one lane
/// merges those into the list's first half and the other the remaining nodes into its second,
/// each reading only its own nodes, moving them into its half and listing their names. The
/// order is that of a stable sort: of two equal names, the declared module's first. (One
/// merge of the whole list and one pass for the names took 2.8 ms of the 7 MB bench spec's
/// load on one core while the other idled.)
struct TwoLaneMerge: @unchecked Sendable {
    // `@unchecked`: each lane reads only its own nodes of `runs` and writes only its own half
    // of `nodes` and `names`.
    private let runs: UnsafeMutablePointer<ModuleNode>
    private let declared: Int
    private let generated: Int
    private let nodes: UnsafeMutablePointer<ModuleNode>
    private let names: UnsafeMutablePointer<String>

    /// The runs' nodes merged and moved out of `runs` (left uninitialized), and their names;
    /// nil when two names are equal.
    static func merge(
        _ runs: UnsafeMutablePointer<ModuleNode>, declared: Int, generated: Int, parallel: Bool
    ) -> (nodes: [ModuleNode], names: [String])? {
        let count = declared + generated
        var repeated = false
        var names: [String] = []
        let nodes = [ModuleNode](unsafeUninitializedCapacity: count) { nodeBuffer, nodeCount in
            names = [String](unsafeUninitializedCapacity: count) { nameBuffer, nameCount in
                guard let nodeBase = nodeBuffer.baseAddress, let nameBase = nameBuffer.baseAddress else { return }
                let merge = TwoLaneMerge(runs: runs, declared: declared, generated: generated, nodes: nodeBase, names: nameBase)
                let half = count / 2
                let fromDeclared = merge.declaredInFirst(half)
                let (front, back) = TwoLanes.run(parallel: parallel, {
                    merge.merge(declared: 0..<fromDeclared, generated: 0..<(half - fromDeclared), at: 0)
                }, {
                    merge.merge(declared: fromDeclared..<declared, generated: (half - fromDeclared)..<generated, at: half)
                })
                repeated = front || back || (half > 0 && half < count && nameBase[half - 1] == nameBase[half])
                nameCount = count
            }
            nodeCount = count
        }
        return repeated ? nil : (nodes, names)
    }

    /// How many of the first `half` nodes of the merged order are declared ones: the fewest
    /// `taken` for which the declared run's next node comes after the last generated one the
    /// half takes (a generated name comes after an equal declared one).
    private func declaredInFirst(_ half: Int) -> Int {
        var low = max(0, half - generated)
        var high = min(half, declared)
        while low < high {
            let taken = (low + high) / 2
            let generatedTaken = half - taken
            if generatedTaken == 0 || runs[declared + generatedTaken - 1].name < runs[taken].name {
                high = taken
            } else {
                low = taken + 1
            }
        }
        return low
    }

    /// The nodes of the two ranges of the runs merged into the list from `start`; whether two
    /// of their names side by side are equal.
    private func merge(declared fromDeclared: Range<Int>, generated fromGenerated: Range<Int>, at start: Int) -> Bool {
        var nextDeclared = fromDeclared.lowerBound
        var nextGenerated = fromGenerated.lowerBound
        var repeated = false
        for place in start..<(start + fromDeclared.count + fromGenerated.count) {
            let takesDeclared = nextDeclared < fromDeclared.upperBound
                && (nextGenerated == fromGenerated.upperBound
                    || !(runs[declared + nextGenerated].name < runs[nextDeclared].name))
            let source = takesDeclared ? nextDeclared : declared + nextGenerated
            if takesDeclared { nextDeclared += 1 } else { nextGenerated += 1 }
            (nodes + place).moveInitialize(from: runs + source, count: 1)
            (names + place).initialize(to: nodes[place].name)
            if place > start, names[place] == names[place - 1] { repeated = true }
        }
        return repeated
    }
}
