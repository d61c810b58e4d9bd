"""python -m cc_desktop"""

import sys

from cc_desktop.cli import main

sys.exit(main())
