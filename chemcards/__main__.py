import sys

from chemcards.cli import main

sys.exit(main())
